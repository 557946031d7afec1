import { describe, expect, it } from 'vitest';
import { checkResidence, RESIDENCE_PROBLEM_MESSAGES, RESIDENCE_PROBLEMS } from './residence';

describe('spec §5 the residence that decides tax', () => {
  it.each([
    [{ country: 'US', region: 'CA', postalCode: '94105' }, {}],
    [{ country: 'US', region: 'NY', postalCode: '10001-1234' }, {}],
    [{ country: 'US', region: '', postalCode: '94105' }, { region: 'region_missing' }],
    [{ country: 'US', region: 'CA', postalCode: '9410' }, { postalCode: 'postal_code_invalid' }],
    [
      { country: 'us', region: null, postalCode: 'abc' },
      { region: 'region_missing', postalCode: 'postal_code_invalid' },
    ],
    [{ country: 'CA', region: null, postalCode: 'M5V 3L9' }, {}],
    [{ country: 'CA', region: 'ON', postalCode: '12345' }, { postalCode: 'postal_code_invalid' }],
    [{ country: 'DE', region: undefined, postalCode: '10115' }, {}],
    [{ country: 'DE', region: undefined, postalCode: ' ' }, { postalCode: 'postal_code_invalid' }],
    [{ country: ' ', region: 'CA', postalCode: '94105' }, { country: 'country_missing' }],
    [{ country: undefined, region: 'CA', postalCode: '94105' }, { country: 'country_missing' }],
    [{ country: 'USA', region: 'CA', postalCode: '94105' }, { country: 'country_incorrect' }],
  ])('%j → %j', (input, problems) => {
    expect(checkResidence(input)).toEqual(problems);
  });

  it('has a message for every problem', () => {
    for (const problem of RESIDENCE_PROBLEMS)
      expect(RESIDENCE_PROBLEM_MESSAGES[problem]).toMatch(/\.$/);
  });
});
