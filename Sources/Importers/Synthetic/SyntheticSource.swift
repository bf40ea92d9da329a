/// One app or device writing to Health in a synthetic export: its `sourceName` and `sourceVersion`, and the
/// device it names, if any, written as Health writes it (`<<HKDevice: 0x…>, name:…, …>`, entities escaped).
///
/// The address is where the device's object lay in the phone's memory when the record was saved: a new one
/// for most records (three in five, about the share of a real 11,101-record export: 6,599 distinct device
/// texts), the last one again for the others. The software version moves on every 120 days, as updates do:
/// a real device is one description without its address.
struct SyntheticSource {
    let name: String
    let version: String
    /// The device's fields after the address (without the software version), or nil: no `device` attribute.
    let device: (fields: String, software: (major: Int, minor: Int), creation: String?)?
    private var address = 0x2_8300_0000

    init(name: String, version: String, device: (fields: String, software: (major: Int, minor: Int), creation: String?)?) {
        self.name = name
        self.version = version
        self.device = device
    }

    static let phone = SyntheticSource(name: "Ada’s iPhone", version: "16.1", device: (
        "name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5", (16, 1), nil))
    static let watch = SyntheticSource(name: "Ada’s Apple Watch", version: "9.1", device: (
        "name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2", (9, 1), "2015-12-20 17:12:03 +0000"))
    static let scale = SyntheticSource(name: "Health Mate", version: "6.3.1", device: (
        "name:Body Cardio, manufacturer:Withings, model:WBS04, hardware:WBS04", (1, 4), nil))
    static let cuff = SyntheticSource(name: "OMRON connect", version: "7.10.0", device: (
        "name:BP7250, manufacturer:OMRON HEALTHCARE Co., Ltd., model:BP7250", (2, 0), nil))
    static let food = SyntheticSource(name: "MyFitnessPal", version: "23.1.0", device: nil)
    static let sleep = SyntheticSource(name: "AutoSleep", version: "6.9.3", device: nil)
    static let runs = SyntheticSource(name: "Strava", version: "350.0.1", device: nil)

    /// ` sourceName="…" sourceVersion="…" device="…"` for a record on day `number` of the export.
    mutating func attributes(day number: Int, random: inout SyntheticRandom) -> String {
        let source = #" sourceName="\#(name)" sourceVersion="\#(version)""#
        guard let device else { return source }
        if address == 0x2_8300_0000 || random.next(5) < 3 { address = 0x2_8000_0000 + random.next(0x3FFF_FFFF) & ~0xF }
        let software = "\(device.software.major + number / 480).\(device.software.minor + number / 120 % 4)"
        let creation = device.creation.map { ", creation date:\($0)" } ?? ""
        return source + #" device="&lt;&lt;HKDevice: 0x\#(String(address, radix: 16))&gt;, \#(device.fields), software:\#(software)\#(creation)&gt;""#
    }
}
