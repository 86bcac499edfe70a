/// Values a process that ends right after using them leaves to its exit instead of freeing.
///
/// Freeing a large screen walks it all again: every node's strings, every stop's words, every
/// finding, one release at a time (about a twentieth of a 100,000-node lint's instructions, more of
/// its time, since the walk misses the cache). The operating system takes the pages back at once
/// when the process ends; compilers skip the same teardown for the same reason (clang's
/// `-disable-free`). Only a caller that knows the process is about to end keeps anything: the
/// command line linting one file. A library caller's screens are freed as usual.
public enum LeftToExit {
    /// Keeps `value` (and all it holds) alive until the process ends.
    public static func keep<T>(_ value: T) {
        _ = Unmanaged.passRetained(Kept(value))
    }

    private final class Kept<T> {
        let value: T
        init(_ value: T) { self.value = value }
    }
}
