// Report.swift: the module of pictures of results: error plots, contact sheets, diff heatmaps, HTML reports.
// Imports Measure, Render, Encode and Geometry (DESIGN.md).
