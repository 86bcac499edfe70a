import A11yLint
import Foundation
let tree = try DumpReader.load(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
print(tree.count, tree.platform, tree.format)
