/// Why a value was refused: what was expected and what was found, both as message fragments.
struct ValueProblem: Error, Equatable {
    /// Such as `an integer ≥ 1`.
    let expected: String
    /// Such as `a string "ten"` or `0`.
    let found: String
}
