/** Hand-written taxonomy snippets for unit tests (small, so each test states its own case). */

export const SCHEMA = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:link="http://www.xbrl.org/2003/linkbase"
  xmlns:abc="http://www.abc.com/20240930" targetNamespace="http://www.abc.com/20240930">
  <xs:annotation><xs:appinfo>
    <link:roleType id="IS" roleURI="http://www.abc.com/role/IS">
      <link:definition>
        0000003 - Statement -   INCOME
      </link:definition>
      <link:usedOn>link:presentationLink</link:usedOn>
    </link:roleType>
    <link:roleType id="Bare" roleURI="http://www.abc.com/role/Bare"/>
  </xs:appinfo></xs:annotation>
  <xs:element id="abc_Widgets" name="Widgets" type="xs:string"/>
  <xs:element id="abc_Odd_Name" name="Odd_Name" type="xs:string"/>
  <xs:complexType name="T"><xs:sequence><xs:element id="abc_Local" name="Local"/></xs:sequence></xs:complexType>
</xs:schema>`;

export const USGAAP = "https://xbrl.fasb.org/us-gaap/2024/elts/us-gaap-2024.xsd";

/** A linkbase with the given extended links, using unusual prefixes for both namespaces. */
export function linkbase(body: string): string {
  return `<?xml version="1.0"?>
<lb:linkbase xmlns:lb="http://www.xbrl.org/2003/linkbase" xmlns:xl="http://www.w3.org/1999/xlink"
  xmlns:xbrldt="http://xbrl.org/2005/xbrldt">${body}</lb:linkbase>`;
}

export function loc(label: string, href: string): string {
  return `<lb:loc xl:type="locator" xl:label="${label}" xl:href="${href}"/>`;
}

export function presentationLink(role: string, body: string): string {
  return `<lb:presentationLink xl:type="extended" xl:role="${role}">${body}</lb:presentationLink>`;
}

export function presentationArc(from: string, to: string, attrs = ""): string {
  return `<lb:presentationArc xl:type="arc" xl:arcrole="http://www.xbrl.org/2003/arcrole/parent-child" xl:from="${from}" xl:to="${to}" ${attrs}/>`;
}

export const ROLE = "http://www.abc.com/role/IS";
