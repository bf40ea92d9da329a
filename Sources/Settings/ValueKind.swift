import TOMLKit

/// How one kind of value is read from TOML, checked, described in the docs and written back.
struct ValueKind<Value: Sendable & Equatable>: Sendable {
    /// The TOML type, for the docs: `integer`, `string`, `boolean`.
    let type: String
    /// The values allowed, for the docs: `≥ 1`, `1–1440`, `"dark", "light", "auto"`.
    let allowed: String
    /// Reads and validates a TOML value.
    let decode: @Sendable (TOMLValueConvertible) -> Result<Value, ValueProblem>
    /// Writes a value as it would appear in `site.toml`.
    let encode: @Sendable (Value) -> String
}
