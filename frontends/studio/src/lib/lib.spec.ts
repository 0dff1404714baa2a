import { describe, expect, it } from '@jest/globals';
import { UPDATE_MESSAGES } from '@techpack/contracts';
import { addColor, HEX_ERROR, parseCustomColor, removeColorAt } from './colors';
import { formatConfidence, formatMeasurement, humanize, parseMeasurement, toUnit } from './format';
import { fitLogo, LIMIT_MESSAGES, LOGO_MESSAGES, validateLogoFile, withinLimit } from './logo';
import { gradedInRange } from '@techpack/catalog';
import { editPom, gradedValue, measurementLabel, measurementRows } from './measurements';
import { regenerateErrorText, serverMessage } from './errors';
import { makeTechPack } from '../test/fixtures';
import { zoomIn, zoomOut, ZOOM } from '../viewer/PdfPreview';

describe('confidence', () => {
  it('is a percentage with one decimal', () => {
    expect(formatConfidence(0.873)).toBe('87.3%');
    expect(formatConfidence(0.9)).toBe('90.0%');
    expect(formatConfidence(1)).toBe('100.0%');
    expect(formatConfidence(0)).toBe('0.0%');
    expect(formatConfidence(0.87349)).toBe('87.3%');
  });
});

describe('measurement text', () => {
  it('reads "62 cm", numbers and inch text', () => {
    expect(parseMeasurement('62 cm')).toBe(62);
    expect(parseMeasurement(62)).toBe(62);
    expect(parseMeasurement('62')).toBe(62);
    expect(parseMeasurement('10 in')).toBe(25.4);
    expect(parseMeasurement('about 60')).toBeNull();
    expect(formatMeasurement('52 cm', 'in')).toBe('20.47 in');
    expect(toUnit(52, 'in')).toBe(20.47);
  });

  it('labels keys for people, codes from the label table', () => {
    expect(humanize('chestWidth')).toBe('Chest Width');
    expect(humanize('center-chest')).toBe('Centre chest');
    expect(humanize('t-shirt')).toBe('T-Shirt');
    expect(humanize('long-sleeve top')).toBe('Long-sleeve top');
    expect(humanize('poly-mailer')).toBe('Poly mailer');
    expect(humanize('buttons-full')).toBe('Full button front');
  });
});

describe('colours', () => {
  const black = { name: 'Black', hex: '#1C1C1C', pantone: '19-3911 TCX' };
  it('accepts only # followed by 6 hex digits', () => {
    for (const bad of ['', '123456', '#12345', '#1234567', '#GGGGGG', 'red', '# 12345']) {
      expect(parseCustomColor(bad)).toEqual({ ok: false, error: HEX_ERROR });
    }
    expect(parseCustomColor('#a1b2c3')).toEqual({
      ok: true,
      color: { name: 'Custom #A1B2C3', hex: '#A1B2C3', pantone: 'Custom' },
    });
  });

  it('ignores a hex already present, whatever its case', () => {
    const list = [black];
    expect(addColor(list, { name: 'Custom #1C1C1C', hex: '#1c1c1c', pantone: 'Custom' })).toBe(list);
  });

  it('removes by position, not by name', () => {
    const list = [black, { ...black, hex: '#000000' }, { name: 'Red', hex: '#C8102E', pantone: 'x' }];
    expect(removeColorAt(list, 1).map((c) => c.hex)).toEqual(['#1C1C1C', '#C8102E']);
    expect(removeColorAt(list, 7)).toBe(list);
  });
});

describe('logo files', () => {
  it('accepts PNG, JPG and SVG up to 5MB', () => {
    expect(validateLogoFile({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(validateLogoFile({ name: 'a.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(validateLogoFile({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBeNull();
    expect(validateLogoFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(LOGO_MESSAGES.type);
    expect(validateLogoFile({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe(LOGO_MESSAGES.type);
    expect(validateLogoFile({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      LOGO_MESSAGES.size,
    );
  });

  it('checks the placement limits', () => {
    expect(withinLimit('width', 1)).toBe(true);
    expect(withinLimit('width', 20)).toBe(true);
    expect(withinLimit('width', 20.5)).toBe(false);
    expect(withinLimit('height', 15.5)).toBe(false);
    expect(withinLimit('fromTop', -1)).toBe(false);
    expect(withinLimit('fromLeft', -20)).toBe(true);
    expect(withinLimit('fromLeft', -20.5)).toBe(false);
  });

  it('sizes a new logo to its proportions within the limits', () => {
    expect(fitLogo(8, 120 / 200)).toEqual({ width: 8, height: 5 });
    expect(fitLogo(10, 3)).toEqual({ width: 5, height: 15 });
    expect(fitLogo(20, 0.01)).toEqual({ width: 20, height: 1 });
  });

  it('uses the same words as the server contract', () => {
    expect(HEX_ERROR).toBe(UPDATE_MESSAGES.hex);
    expect(LOGO_MESSAGES.type).toBe(UPDATE_MESSAGES.logoType);
    expect(LOGO_MESSAGES.size).toBe(UPDATE_MESSAGES.logoSize);
    expect(LIMIT_MESSAGES.width).toBe(UPDATE_MESSAGES.logoWidth);
    expect(LIMIT_MESSAGES.height).toBe(UPDATE_MESSAGES.logoHeight);
    expect(LIMIT_MESSAGES.fromTop).toBe(UPDATE_MESSAGES.logoFromTop);
    expect(LIMIT_MESSAGES.fromLeft).toBe(UPDATE_MESSAGES.logoFromLeft);
  });
});

describe('grading', () => {
  const spec = makeTechPack().pointsOfMeasure!;
  it('regrades the row with the catalog grade rule the server uses (the steps of the range body table)', () => {
    const next = editPom(spec, 0, 'value', 54, 'M');
    // same numbers as the server's regrade after a reload
    expect(next.rows[0].values).toEqual(gradedInRange(2.5, 54, 'M', 'girthMajor', 'unisex'));
    expect(next.rows[0].values.M).toBe(54);
    expect(next.rows[0].values.XXL - next.rows[0].values.XL).not.toBe(2.5 * 1.25);
    expect(next.rows[0].provenance).toBe('user');
    expect(next.rows[1]).toBe(spec.rows[1]);
  });
  it('regrades from a new grade step; editing another size moves the row by the grade rule', () => {
    expect(editPom(spec, 0, 'gradeStep', 3).rows[0].values).toEqual(
      gradedInRange(3, 52, 'M', 'girthMajor', 'unisex'),
    );
    const one = editPom(spec, 0, 'value', 60, 'XL');
    expect(one.rows[0].values.XL).toBe(60);
    expect(one.rows[0].values).toEqual(gradedInRange(2.5, one.rows[0].values.M, 'M', 'girthMajor', 'unisex'));
    expect(editPom(spec, 0, 'tolerance', 1.5).rows[0].tolerance).toBe(1.5);
    expect(gradedValue(70, spec.rows[1], spec, 'XS')).toBe(
      gradedInRange(1.5, 70, 'M', 'lengthMajor', 'unisex').XS,
    );
  });
  it('a row saved without its class is graded by the class its own values follow', () => {
    const { gradeClass: _drop, ...row } = spec.rows[1];
    void _drop;
    const next = editPom({ ...spec, rows: [spec.rows[0], row] }, 1, 'value', 74, 'M');
    expect(next.rows[1].values).toEqual(gradedInRange(1.5, 74, 'M', 'lengthMajor', 'unisex'));
  });
});

describe('measurement names', () => {
  it('spells half measures out with the catalog name, and humanizes keys it does not know', () => {
    expect(measurementLabel('sweep')).toMatch(/^1\/2 Sweep/);
    expect(measurementLabel('chestWidth')).toMatch(/^1\/2 Chest/);
    expect(measurementRows({ sweep: '52 cm', myCustomKey: 3 }).map((r) => r.label)).toEqual([
      measurementLabel('sweep'),
      'My Custom Key',
    ]);
  });

  it("calls a point by the pack's own graded table where it names it (a skirt's zip, not a fly)", () => {
    const spec = { rows: [{ key: 'flyLength', name: 'Zip opening length (invisible zip)' }] };
    expect(measurementRows({ flyLength: '18 cm', sweep: '62 cm' }, spec).map((r) => r.label)).toEqual([
      'Zip opening length (invisible zip)',
      measurementLabel('sweep'),
    ]);
  });
});

describe('pdf zoom', () => {
  it('moves 50..200 in steps of 25 from 100', () => {
    expect(ZOOM.initial).toBe(100);
    expect(zoomIn(100)).toBe(125);
    expect(zoomIn(200)).toBe(200);
    expect(zoomOut(50)).toBe(50);
    expect(zoomOut(75)).toBe(50);
  });
});

describe('error text', () => {
  it('regenerate: non-OK -> Server error: {status} - {text}', () => {
    expect(
      regenerateErrorText({
        status: 500,
        message: '500: boom',
        body: '{"message":"boom"}',
        data: { message: 'boom' },
      }),
    ).toBe('Server error: 500 - boom');
    expect(
      regenerateErrorText({
        status: 502,
        message: '502: Bad Gateway',
        body: 'Bad Gateway',
        data: 'Bad Gateway',
      }),
    ).toBe('Server error: 502 - Bad Gateway');
    expect(regenerateErrorText(new Error('Unknown error occurred'))).toBe('Unknown error occurred');
    expect(regenerateErrorText(undefined)).toBe('Failed to update tech pack with customizations');
  });
  it('prefers the server message, hides raw HTTP text', () => {
    expect(serverMessage({ status: 400, message: '400: x', data: { message: 'Invalid trim' } })).toBe(
      'Invalid trim',
    );
    expect(serverMessage({ status: 500, message: '500: <html>', body: '<html>' })).toBeUndefined();
    expect(serverMessage(new Error('offline'))).toBe('offline');
  });
});
