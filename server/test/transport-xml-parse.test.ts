import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG, type TTransportOrderDocument } from '@busdesk/api-contract';
import { generateOrder } from '../src/transport-orders/xml/generate-order-xml';
import { parseOrderXml } from '../src/transport-orders/xml/parse-order-xml';
import { writeOrderXml } from '../src/transport-orders/xml/write-order-xml';
import { STATIONS } from '../src/db/seed/reference-data';

const parsed = (xml: string | Buffer) => {
  const r = parseOrderXml(xml);
  if (!r.ok) throw new Error(`refused: ${r.message}`);
  return r.order;
};

describe('parseOrderXml of generated orders', () => {
  it('reads back every field of the document the generator wrote, for many seeds and both roots', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const g = generateOrder({ seed, rootName: seed % 2 ? 'LenhVanChuyen' : 'LenhDienTu' });
      const order = parsed(g.xml);
      expect(order.document).toEqual(g.document);
      expect(order.rootName).toBe(seed % 2 ? 'LenhVanChuyen' : 'LenhDienTu');
      // The route's station codes are the demo network's, as the upload's station check needs them.
      expect(STATIONS.map((s) => s.code)).toContain(order.document.route.upStationCode);
      expect(STATIONS.map((s) => s.code)).toContain(order.document.route.downStationCode);
    }
  });

  it('is deterministic for a seed and different across seeds', () => {
    expect(generateOrder({ seed: 7 }).xml).toBe(generateOrder({ seed: 7 }).xml);
    expect(generateOrder({ seed: 7 }).document.code).not.toBe(generateOrder({ seed: 8 }).document.code);
  });

  it('round-trips any document: Vietnamese text, XML metacharacters, three drivers, both confirmations', () => {
    const text = fc.string({ unit: fc.constantFrom(...'aăâbcdđeêghiklmnoôơpqrstuưvxyÀẢÃáạằẳẵặấầẩẫậ &<>"\'-'.split('')), minLength: 1, maxLength: 30 }).map((s) => s.trim()).filter((s) => s.length > 0);
    const opt = fc.option(text, { nil: null });
    const instant = fc.option(fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }).map((s) => s * 1000), { nil: null });
    const confirm = fc.option(fc.record({ entryTime: instant, departureTime: instant, passengerCount: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }), confirmTime: instant, signerName: opt }), { nil: null });
    const document: fc.Arbitrary<TTransportOrderDocument> = fc.record({
      code: text,
      validFrom: instant,
      validTo: instant,
      company: fc.record({ name: text, taxCode: opt, phone: opt }),
      drivers: fc.array(fc.record({ name: text, licenceClass: opt }), { maxLength: 3 }),
      serviceStaff: fc.array(text, { maxLength: 3 }),
      vehicle: fc.record({ numberPlate: text, seatCount: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }), brand: opt }),
      route: fc.record({ code: opt, upStationName: text, upStationCode: text, downStationName: text, downStationCode: text, itinerary: opt }),
      plannedDepartureTime: instant,
      up: confirm,
      down: confirm,
    });
    fc.assert(
      fc.property(document, (doc) => {
        expect(parsed(writeOrderXml(doc)).document).toEqual(doc);
      }),
      { numRuns: 150 },
    );
  });

  it('takes the file as bytes: UTF-8 with or without a BOM, and UTF-16', () => {
    const g = generateOrder({ seed: 3 });
    expect(parsed(Buffer.from(g.xml, 'utf8')).document).toEqual(g.document);
    expect(parsed(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(g.xml, 'utf8')])).document).toEqual(g.document);
    const utf16 = g.xml.replace('encoding="UTF-8"', 'encoding="UTF-16"');
    expect(parsed(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(utf16, 'utf16le')])).document).toEqual(g.document);
  });

  it('refuses what is not an order, with the reason', () => {
    const g = generateOrder({ seed: 4 });
    expect(parseOrderXml('<HDon><DLHDon/></HDon>')).toEqual({ ok: false, message: MSG.transport.xmlWrongRoot });
    expect(parseOrderXml('')).toEqual({ ok: false, message: MSG.transport.xmlEmpty });
    expect(parseOrderXml(Buffer.from([0xc3, 0x28, 0x3c]))).toEqual({ ok: false, message: MSG.transport.xmlEncoding });
    expect(parseOrderXml(g.xml.replace('encoding="UTF-8"', 'encoding="windows-1258"'))).toEqual({ ok: false, message: MSG.transport.xmlEncoding });
    expect(parseOrderXml('<LenhVanChuyen><TTChung/></LenhVanChuyen>')).toEqual({ ok: false, message: MSG.transport.xmlMissingField('dữ liệu lệnh (DLLenh)') });
    expect(parseOrderXml(g.xml.replace(/<BienKiemSoat>[^<]*<\/BienKiemSoat>/, ''))).toEqual({ ok: false, message: MSG.transport.xmlMissingField('biển kiểm soát') });
    expect(parseOrderXml(g.xml.replace(/<SoGhe>\d+<\/SoGhe>/, '<SoGhe>ba mươi</SoGhe>'))).toEqual({ ok: false, message: MSG.transport.xmlBadValue('số ghế') });
    expect(parseOrderXml(g.xml.replace(/<GioXuatBenKeHoach>[^<]*</, '<GioXuatBenKeHoach>25/12/2025 07:00<'))).toEqual({ ok: false, message: MSG.transport.xmlBadValue('giờ xuất bến kế hoạch') });
    const fourDrivers = writeOrderXml({ ...g.document, drivers: [] }).replace('<DanhSachLaiXe></DanhSachLaiXe>', `<DanhSachLaiXe>${'<LaiXe><HoTen>A</HoTen></LaiXe>'.repeat(4)}</DanhSachLaiXe>`);
    expect(parseOrderXml(fourDrivers)).toEqual({ ok: false, message: MSG.transport.xmlTooManyDrivers });
    // Missing station codes are not the parser's to refuse: the upload answers them 'Bến không hợp lệ' (002 §5).
    const noCodes = parsed(g.xml.replace(/<MaBen>[^<]*<\/MaBen>/g, ''));
    expect([noCodes.document.route.upStationCode, noCodes.document.route.downStationCode]).toEqual(['', '']);
  });

  it('refuses two elements with one Id (a signature could cover one while the other is shown)', () => {
    const g = generateOrder({ seed: 5 });
    const wrapped = g.xml.replace('</LenhVanChuyen>', '<Khac><DLLenh Id="DLLenh"/></Khac></LenhVanChuyen>');
    expect(parseOrderXml(wrapped)).toEqual({ ok: false, message: MSG.transport.xmlDuplicateId });
    expect(parseOrderXml(g.xml).ok).toBe(true);
  });
});
