import { MSG } from '@busdesk/api-contract';
import { XML_LIMITS } from './xml-limits';

export interface HostileXml {
  name: string;
  xml: string;
  /** The refusal parseOrderXml must answer. */
  message: string;
}

/**
 * The attacks the upload gate is measured against (issue 14, docs/adr/0078): here rather than in test-support
 * because the test (test/transport-xml-attacks.test.ts) and the bench (bench/src/transport-xml-attacks.ts) both run
 * them. Each is built at its worst within what reaches the parser (≤ 2 MB).
 */
export function hostileXmlCorpus(): HostileXml[] {
  const lol = ['<!ENTITY lol "lol">', ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i ? i : ''};`.repeat(10)}">`)].join('');
  const big = 'A'.repeat(50_000);
  const root = (inner: string) => `<LenhVanChuyen>${inner}</LenhVanChuyen>`;
  return [
    { name: 'billion laughs', xml: `<?xml version="1.0"?><!DOCTYPE LenhVanChuyen [${lol}]>${root('&lol9;')}`, message: MSG.transport.xmlDoctype },
    { name: 'quadratic blow-up', xml: `<?xml version="1.0"?><!DOCTYPE LenhVanChuyen [<!ENTITY a "${big}">]>${root('&a;'.repeat(300_000))}`, message: MSG.transport.xmlDoctype },
    { name: 'external entity', xml: `<?xml version="1.0"?><!DOCTYPE LenhVanChuyen [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${root('<DLLenh>&xxe;</DLLenh>')}`, message: MSG.transport.xmlDoctype },
    { name: 'parameter entity', xml: `<?xml version="1.0"?><!DOCTYPE LenhVanChuyen [<!ENTITY % remote SYSTEM "http://127.0.0.1:9/evil.dtd">%remote;]>${root('')}`, message: MSG.transport.xmlDoctype },
    { name: 'external DTD', xml: `<?xml version="1.0"?><!DOCTYPE LenhVanChuyen SYSTEM "http://127.0.0.1:9/order.dtd">${root('')}`, message: MSG.transport.xmlDoctype },
    { name: 'XInclude', xml: root('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd" parse="text"/>'), message: MSG.transport.xmlExternalReference },
    { name: 'stylesheet reference', xml: `<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="http://127.0.0.1:9/x.xsl"?>${root('')}`, message: MSG.transport.xmlExternalReference },
    { name: 'deep nesting', xml: root(`${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}`), message: MSG.transport.xmlTooDeep },
    { name: 'many elements', xml: root('<a/>'.repeat(400_000)), message: MSG.transport.xmlTooManyNodes },
    { name: 'huge attribute', xml: `<LenhVanChuyen x="${'A'.repeat(XML_LIMITS.maxBytes - 64)}"/>`, message: MSG.transport.xmlAttributeTooLong },
    { name: 'many attributes', xml: `<LenhVanChuyen ${Array.from({ length: 5000 }, (_, i) => `a${i}="1"`).join(' ')}/>`, message: MSG.transport.xmlAttributeTooLong },
    { name: 'over 2 MB', xml: root(`<DLLenh>${'A'.repeat(XML_LIMITS.maxBytes)}</DLLenh>`), message: MSG.transport.xmlTooLarge },
    { name: 'not well-formed', xml: root('<DLLenh><NDLenh></DLLenh>'), message: MSG.transport.xmlMalformed(1, 40) },
    { name: 'unclosed at 2 MB', xml: `<LenhVanChuyen><DLLenh>${'B'.repeat(XML_LIMITS.maxBytes - 64)}`, message: MSG.transport.xmlMalformed(1, XML_LIMITS.maxBytes - 64 + 23) },
  ];
}
