extension PagePath {
    /// The Gym page (seed GymStreak).
    public static let gym = PagePath("gym/index.html")
    /// The Training page (seed N4x4).
    public static let training = PagePath("training/index.html")
}
