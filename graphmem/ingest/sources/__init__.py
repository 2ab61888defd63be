"""Source parsers: one module per input format, each turning a file into SessionRecords."""

from graphmem.ingest.sources.detect import FORMATS, detect_format, parse_file
from graphmem.ingest.sources.rest import parse_rest_payload

__all__ = ["FORMATS", "detect_format", "parse_file", "parse_rest_payload"]
