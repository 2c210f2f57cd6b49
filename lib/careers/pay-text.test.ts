import { describe, expect, it } from 'vitest';
import { parsePayText } from './pay-text';

describe('parsePayText', () => {
  it.each([
    ['60,000–75,000 EUR per year', { currency: 'EUR', min: 60000, max: 75000, period: 'YEAR' }],
    ['EUR 60.000 - 75.000 p.a.', { currency: 'EUR', min: 60000, max: 75000, period: 'YEAR' }],
    ['€22.50/hour', { currency: 'EUR', min: 22.5, period: 'HOUR' }],
    ['PLN 9 000 – 12 000 monthly', { currency: 'PLN', min: 9000, max: 12000, period: 'MONTH' }],
    ['£45k-£55k a year', { currency: 'GBP', min: 45000, max: 55000, period: 'YEAR' }],
    ['$120,000 – $150,000', { currency: 'USD', min: 120000, max: 150000 }],
    ['CA$90,000 per year', { currency: 'CAD', min: 90000, period: 'YEAR' }],
    ['4.500 € pro Monat', { currency: 'EUR', min: 4500, period: 'MONTH' }],
    ['50,000-50,000 USD per year', { currency: 'USD', min: 50000, period: 'YEAR' }],
    // A range said in words is still a range.
    ['from 60,000 to 75,000 EUR a year', { currency: 'EUR', min: 60000, max: 75000, period: 'YEAR' }],
    ['od 9 000 do 12 000 zł', { currency: 'PLN', min: 9000, max: 12000 }],
    ['$60,000 per year, depending on experience', { currency: 'USD', min: 60000, period: 'YEAR' }],
    // Words that bound an amount only where they stand before it.
    ['£45,000 + benefits per annum', { currency: 'GBP', min: 45000, period: 'YEAR' }],
    ['€65k + bonus per year', { currency: 'EUR', min: 65000, period: 'YEAR' }],
    ['9 000 zł brutto, praca od zaraz', { currency: 'PLN', min: 9000 }],
    ['4.500 € brutto pro Monat, ab sofort', { currency: 'EUR', min: 4500, period: 'MONTH' }],
    ['Starting salary £30,000 per year', { currency: 'GBP', min: 30000, period: 'YEAR' }],
    // The k written once, for both ends.
    ['60-75k EUR per year', { currency: 'EUR', min: 60000, max: 75000, period: 'YEAR' }],
    ['$120-150K', { currency: 'USD', min: 120000, max: 150000 }],
    ['€900–1k per month', { currency: 'EUR', min: 900, max: 1000, period: 'MONTH' }],
    // A bare dollar sign with the code that says which dollar.
    ['$90,000 CAD per year', { currency: 'CAD', min: 90000, period: 'YEAR' }],
  ])('reads %j', (text, pay) => {
    expect(parsePayText(text)).toEqual(pay);
  });

  it.each([
    [undefined],
    [''],
    ['Competitive'],
    ['60,000–75,000'], // no currency
    ['60,000 EUR or 70,000 USD'], // two currencies
    ['€50,000 (USD 55,000)'], // two currencies, one by its symbol
    ['10,000–20,000–30,000 EUR'], // three amounts
    ['75,000–60,000 EUR per year'], // upside down
    ['0 EUR'],
    ['60,000 XYZ per year'], // not a currency
    ['20–25 EUR per hour or per day'], // two periods
    // One amount that is a bound or a guess: not the pay.
    ['Up to €70,000 per year'],
    ['From $25/hour'],
    ['Starting at $25 an hour'],
    ['ab 4.500 € pro Monat'],
    ['bis zu 70.000 EUR jährlich'],
    ['€60k+ a year'],
    ['ca. 50.000 EUR p.a.'],
    ['~£40k a year'],
    ['à partir de 3 000 € par mois'],
    ['jusqu’à 45 000 € par an'],
    ['hasta 30.000 EUR al año'],
    ['od 9 000 zł miesięcznie'],
    ['do 12 000 PLN miesięcznie'],
    ['około 10 000 PLN'],
    ['ok. 10 000 zł'],
    ['mind. 4.000 € pro Monat'],
    ['über 60.000 € jährlich'],
    ['over £40k a year'],
    ['at least $50,000 a year'],
    ['más de 30.000 € al año'],
    ['plus de 40 000 € par an'],
    ['Salary from 50k EUR per year'],
  ])('gives nothing for %j', (text) => {
    expect(parsePayText(text)).toBeUndefined();
  });
});
