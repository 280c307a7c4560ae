// ReportTests: pictures of results.
