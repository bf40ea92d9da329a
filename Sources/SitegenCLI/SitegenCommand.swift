import ArgumentParser
public struct SitegenCommand: ParsableCommand { public init() {} }
