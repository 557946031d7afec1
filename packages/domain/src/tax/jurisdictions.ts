/**
 * The places tax is decided for (decision 0100): the countries we sell to, and the regions of the
 * countries whose tax is regional. A residence outside these lists is not taxed at 0 %: it is
 * refused (the buyer chooses from the checkout's lists, which are these).
 */

/**
 * ISO 3166-1 alpha-2 codes of the countries we sell to (the residence country of spec §3). Names
 * come from `Intl.DisplayNames` in the page's language, so no name list ships.
 */
export const SALES_COUNTRIES: readonly string[] = (
  'AD AE AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BJ BN BO BR BS BT BW BZ CA CH CI CL CM CO ' +
  'CR CV CY CZ DE DJ DK DM DO DZ EC EE EG ES ET FI FJ FM FR GA GB GD GE GH GM GN GQ GR GT GW GY ' +
  'HK HN HR HT HU ID IE IL IN IQ IS IT JM JO JP KE KG KH KI KM KN KR KW KZ LA LB LC LI LK LR LS ' +
  'LT LU LV MA MC MD ME MG MH MK ML MN MO MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM ' +
  'PA PE PG PH PK PL PR PS PT PW PY QA RO RS RW SA SB SC SE SG SI SK SL SM SN SR ST SV SZ TD TG ' +
  'TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VC VE VN VU WS XK ZA ZM ZW'
).split(' ');

/**
 * US states and DC (spec §5: a US payment needs a state; sales tax is per state). State names
 * are proper nouns and are shown as written here.
 */
export const US_STATES: readonly (readonly [code: string, name: string])[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

/** Canadian provinces and territories (a Canadian buyer may give one; GST is national today). */
export const CA_PROVINCES: readonly string[] = 'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' ');

/**
 * The countries whose tax can depend on the region, with the regions we know. A region given for
 * one of them must be one of these; elsewhere a region does not change the tax and is not checked.
 */
export const TAX_REGIONS: Readonly<Record<string, readonly string[]>> = {
  US: US_STATES.map(([code]) => code),
  CA: CA_PROVINCES,
};
