package rendertest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strings"
)

// Element is one element of a parsed document.
type Element struct {
	// Name is the element's local name, such as "svg" or "td".
	Name string
	// Attrs maps each attribute's local name to its value.
	Attrs map[string]string
	// Depth is the number of elements that enclose it.
	Depth int
}

// HasClass reports whether the element's class attribute lists class.
func (e Element) HasClass(class string) bool {
	for _, c := range strings.Fields(e.Attrs["class"]) {
		if c == class {
			return true
		}
	}
	return false
}

// Doc is a parsed document.
type Doc struct {
	// Elements lists the elements in document order.
	Elements []Element
	// Text is the character data of the document outside <style>, each
	// piece followed by a space.
	Text string
}

// Parse reads data as strict XML (a DOCTYPE is allowed) and fails on the
// first syntax error, naming its line.
func Parse(data []byte) (Doc, error) {
	var d Doc
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	depth := 0
	var text strings.Builder
	var stack []string
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return Doc{}, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			e := Element{Name: t.Name.Local, Attrs: map[string]string{}, Depth: depth}
			for _, a := range t.Attr {
				e.Attrs[a.Name.Local] = a.Value
			}
			d.Elements = append(d.Elements, e)
			stack = append(stack, t.Name.Local)
			depth++
		case xml.EndElement:
			depth--
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 && stack[len(stack)-1] == "style" {
				continue
			}
			if s := strings.TrimSpace(string(t)); s != "" {
				text.WriteString(s)
				text.WriteByte(' ')
			}
		}
	}
	if depth != 0 {
		return Doc{}, fmt.Errorf("%d elements left open", depth)
	}
	d.Text = text.String()
	return d, nil
}

// Count returns the number of elements named name (any name when empty)
// whose class lists class (any class when empty).
func (d Doc) Count(name, class string) int {
	k := 0
	for _, e := range d.Elements {
		if (name == "" || e.Name == name) && (class == "" || e.HasClass(class)) {
			k++
		}
	}
	return k
}

var (
	styleBlock = regexp.MustCompile(`(?is)<style[^>]*>(.*?)</style>`)
	cssImport  = regexp.MustCompile(`(?i)@import`)
	cssURL     = regexp.MustCompile(`(?i)url\(\s*['"]?\s*([^'")\s]*)`)
)

// External lists every reference of data to something outside it: any src,
// srcset or poster attribute, any href or xlink:href that is not a
// fragment ("#id"), any CSS @import or url() that is not a fragment in a
// <style> element or a style attribute, and any <script>, <link>,
// <iframe>, <object>, <embed> or <img> element. An empty list means the
// document loads nothing.
func External(data []byte) ([]string, error) {
	d, err := Parse(data)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range d.Elements {
		switch e.Name {
		case "script", "link", "iframe", "object", "embed", "img", "image", "video", "audio", "source", "base":
			out = append(out, fmt.Sprintf("<%s> element", e.Name))
		}
		for name, v := range e.Attrs {
			switch name {
			case "src", "srcset", "poster", "action":
				out = append(out, fmt.Sprintf("<%s %s=%q>", e.Name, name, v))
			case "href":
				if !strings.HasPrefix(v, "#") {
					out = append(out, fmt.Sprintf("<%s href=%q>", e.Name, v))
				}
			}
			if m := cssURL.FindStringSubmatch(v); name == "style" && m != nil && !strings.HasPrefix(m[1], "#") {
				out = append(out, fmt.Sprintf("<%s %s=%q>", e.Name, name, v))
			}
		}
	}
	for _, css := range styleBlock.FindAllSubmatch(data, -1) {
		if cssImport.Match(css[1]) {
			out = append(out, "@import")
		}
		for _, m := range cssURL.FindAllSubmatch(css[1], -1) {
			if !bytes.HasPrefix(m[1], []byte("#")) {
				out = append(out, "url("+string(m[1])+")")
			}
		}
	}
	return out, nil
}
