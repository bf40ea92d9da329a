import SitegenCLI

SitegenCommand.main()
