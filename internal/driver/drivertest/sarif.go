package drivertest

import (
	"bytes"
	"encoding/json"
	"testing"
)

// SARIFDoc is the SARIF log as the tests read it, written from the SARIF 2.1.0
// specification rather than from the types that produce it, so that a
// misspelt or misplaced property fails decoding (unknown fields are
// errors).
type SARIFDoc struct {
	Schema  string `json:"$schema"`
	Version string `json:"version"`
	Runs    []struct {
		Tool struct {
			Driver struct {
				Name           string `json:"name"`
				Version        string `json:"version"`
				InformationURI string `json:"informationUri"`
				Rules          []struct {
					ID               string `json:"id"`
					ShortDescription struct {
						Text string `json:"text"`
					} `json:"shortDescription"`
					FullDescription struct {
						Text string `json:"text"`
					} `json:"fullDescription"`
					Help *struct {
						Text     string `json:"text"`
						Markdown string `json:"markdown"`
					} `json:"help"`
					HelpURI              string `json:"helpUri"`
					DefaultConfiguration struct {
						Level string `json:"level"`
					} `json:"defaultConfiguration"`
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		Invocations []struct {
			ExecutionSuccessful        bool `json:"executionSuccessful"`
			ToolExecutionNotifications []struct {
				Level   string `json:"level"`
				Message struct {
					Text string `json:"text"`
				} `json:"message"`
			} `json:"toolExecutionNotifications"`
		} `json:"invocations"`
		OriginalURIBaseIDs map[string]struct {
			URI string `json:"uri"`
		} `json:"originalUriBaseIds"`
		DefaultEncoding string        `json:"defaultEncoding"`
		ColumnKind      string        `json:"columnKind"`
		Results         []SARIFResult `json:"results"`
	} `json:"runs"`
}

// SARIFResult is one result of a SARIF run.
type SARIFResult struct {
	RuleID    string `json:"ruleId"`
	RuleIndex int    `json:"ruleIndex"`
	Level     string `json:"level"`
	Message   struct {
		Text string `json:"text"`
	} `json:"message"`
	Locations []struct {
		PhysicalLocation struct {
			ArtifactLocation SARIFURI `json:"artifactLocation"`
			Region           struct {
				StartLine   int `json:"startLine"`
				StartColumn int `json:"startColumn"`
				EndLine     int `json:"endLine"`
				EndColumn   int `json:"endColumn"`
			} `json:"region"`
		} `json:"physicalLocation"`
	} `json:"locations"`
	Fixes []struct {
		Description struct {
			Text string `json:"text"`
		} `json:"description"`
		ArtifactChanges []struct {
			ArtifactLocation SARIFURI `json:"artifactLocation"`
			Replacements     []struct {
				DeletedRegion struct {
					CharOffset *int `json:"charOffset"`
					CharLength *int `json:"charLength"`
					ByteOffset int  `json:"byteOffset"`
					ByteLength int  `json:"byteLength"`
				} `json:"deletedRegion"`
				InsertedContent struct {
					Text string `json:"text"`
				} `json:"insertedContent"`
			} `json:"replacements"`
		} `json:"artifactChanges"`
	} `json:"fixes"`
	Suppressions []struct {
		Kind          string `json:"kind"`
		Justification string `json:"justification"`
	} `json:"suppressions"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
}

// SARIFURI is an artifact location.
type SARIFURI struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId"`
}

// DecodeSARIF decodes a SARIF log, failing on anything but one log with
// one run and on any property the tests do not know.
func DecodeSARIF(t *testing.T, out string) SARIFDoc {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader([]byte(out)))
	dec.DisallowUnknownFields()
	var doc SARIFDoc
	if err := dec.Decode(&doc); err != nil {
		t.Fatalf("output is not the expected SARIF: %v\n%s", err, out)
	}
	if dec.More() {
		t.Fatalf("more than one JSON value:\n%s", out)
	}
	if doc.Version != "2.1.0" || doc.Schema == "" {
		t.Errorf("version %q, $schema %q", doc.Version, doc.Schema)
	}
	if len(doc.Runs) != 1 {
		t.Fatalf("%d runs, want 1", len(doc.Runs))
	}
	if len(doc.Runs[0].Invocations) != 1 {
		t.Fatalf("%d invocations, want 1", len(doc.Runs[0].Invocations))
	}
	return doc
}
