import type { StructuredAddress } from './checkout.api';

// Labels that fit the country (spec: fields state and zipCode; the words change, not the fields).
export const COUNTRY_FIELDS: Record<string, { state: string; zip: string }> = {
  US: { state: 'State', zip: 'ZIP Code' },
  CA: { state: 'Province', zip: 'Postal Code' },
  GB: { state: 'County', zip: 'Postcode' },
  AU: { state: 'State / Territory', zip: 'Postcode' },
};
export const fieldsFor = (country: string) => COUNTRY_FIELDS[country] ?? COUNTRY_FIELDS.US;

const COUNTRY_NAMES: [RegExp, string][] = [
  [/^(us|usa|u\.s\.a?\.?|united states( of america)?)$/i, 'US'],
  [/^(uk|u\.k\.|gb|great britain|united kingdom|england|scotland|wales)$/i, 'GB'],
  [/^(ca|canada)$/i, 'CA'],
  [/^(au|australia)$/i, 'AU'],
];
const US_STATE_ZIP = /^([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/;
const CA_PROV_POSTAL = /^([A-Za-z]{2})\s+([A-Za-z]\d[A-Za-z]\s?\d[A-Za-z]\d)$/;
const AU_STATE_POST = /^(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+(\d{4})$/i;
const UK_POSTCODE = /^[A-Za-z]{1,2}\d[A-Za-z\d]?\s?\d[A-Za-z]{2}$/;

// The free-text address typed on the home form ("1 Loom Street, London, N1 1AA, UK") split into the checkout's
// fields where the parts are recognisable; what is not recognised stays in the street line for the designer to fix.
export function parseAddress(text: string): StructuredAddress {
  const parts = text
    .split(/[\n,]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: StructuredAddress = { address: '', city: '', state: '', zipCode: '', country: 'US' };
  if (parts.length === 0) return out;
  const last = parts[parts.length - 1];
  const named = COUNTRY_NAMES.find(([re]) => re.test(last));
  if (named && parts.length > 1) {
    out.country = named[1];
    parts.pop();
  }
  // state + postal code in one part ("CA 94107", "ON M5V 2T6", "NSW 2000"), or a UK postcode alone
  for (let i = parts.length - 1; i >= 1; i--) {
    const p = parts[i];
    let m: RegExpExecArray | null;
    if ((m = US_STATE_ZIP.exec(p)))
      Object.assign(out, { state: m[1].toUpperCase(), zipCode: m[2] }, named ? {} : { country: 'US' });
    else if ((m = CA_PROV_POSTAL.exec(p)))
      Object.assign(
        out,
        { state: m[1].toUpperCase(), zipCode: m[2].toUpperCase() },
        named ? {} : { country: 'CA' },
      );
    else if ((m = AU_STATE_POST.exec(p)))
      Object.assign(out, { state: m[1].toUpperCase(), zipCode: m[2] }, named ? {} : { country: 'AU' });
    else if (UK_POSTCODE.test(p))
      Object.assign(out, { zipCode: p.toUpperCase() }, named ? {} : { country: 'GB' });
    else continue;
    parts.splice(i, 1);
    break;
  }
  out.address = parts[0];
  if (parts.length >= 2) out.city = parts[parts.length - 1];
  if (parts.length >= 3) {
    // "street, district, city": keep the middle in the street line
    out.address = parts.slice(0, parts.length - 1).join(', ');
  }
  return out;
}
