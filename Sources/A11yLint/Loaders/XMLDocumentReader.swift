import A11yLintModel

/// How the XML loaders read a document: `XMLScanner` first, when the source can be read again;
/// if it declines, the whole document again through libxml2 (`XMLEventParser`) with a fresh
/// handler, exactly as before the scanner existed, so errors and their locations are libxml2's.
enum XMLDocumentReader {
    /// Returns the handler that saw the whole document; throws what libxml2 reports.
    static func read<Source: XMLChunkSource, Handler: XMLEventHandler>(
        _ source: inout Source, maxDepth: Int, trailer: XMLDocumentEnd.Trailer? = nil, makeHandler: () -> Handler
    ) throws(InputError) -> Handler {
        if source.canRewind {
            let handler = makeHandler()
            var scanner = XMLScanner(handler: handler, maxDepth: maxDepth, trailer: trailer)
            let outcome = scanner.scan(&source)
            scanner.deallocate()
            if outcome == .accepted { return handler }
            try source.rewind()
        }
        let handler = makeHandler()
        try XMLEventParser(handler: handler, maxDepth: maxDepth, trailer: trailer).parse(&source)
        return handler
    }
}
