import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './resume-fields';

describe('extractResumeFields', () => {
  it('reads a typical contact header', () => {
    const text = [
      'Ada Lovelace',
      'Senior Software Engineer',
      'London, United Kingdom | +44 20 7946 0958 | ada.lovelace@example.com',
      'linkedin.com/in/ada-lovelace | https://adalovelace.dev',
      '',
      'Experience',
      'Analytical Engines Ltd, 2019 – 2023',
    ].join('\n');
    expect(extractResumeFields(text)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.lovelace@example.com',
      phoneNumber: '+44 20 7946 0958',
      city: 'London',
      linkedIn: 'https://www.linkedin.com/in/ada-lovelace',
      website: 'https://adalovelace.dev',
    });
  });

  it('skips a heading, title-cases a name in capitals and keeps a particle with the last name', () => {
    const fields = extractResumeFields('CURRICULUM VITAE\nGUIDO van ROSSUM\nguido@python.example.org');
    expect(fields.firstName).toBe('Guido');
    expect(fields.lastName).toBe('van Rossum');
  });

  it('reads labelled lines: name, location with a street, a phone without a country code', () => {
    const fields = extractResumeFields(
      [
        'Name: Grace Hopper',
        'Address: 221B Baker Street, Arlington, USA',
        'Phone: (703) 555-0142',
        'Email: grace.hopper@navy.example.com',
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      city: 'Arlington',
      phoneNumber: '(703) 555-0142',
      email: 'grace.hopper@navy.example.com',
    });
  });

  it('reads a postcode and city, and a full LinkedIn URL with a country subdomain and trailing slash', () => {
    const fields = extractResumeFields(
      'Marie Curie\n75005 Paris\nhttps://fr.linkedin.com/in/marie-curie-1867/\nmarie@curie.example.fr',
    );
    expect(fields.city).toBe('Paris');
    expect(fields.linkedIn).toBe('https://www.linkedin.com/in/marie-curie-1867');
  });

  it('never takes the email domain, a LinkedIn link or a date range for a website or phone', () => {
    const fields = extractResumeFields(
      'Alan Turing\nalan@turing.example.com\nwww.linkedin.com/in/alanturing\nBletchley Park 1939 - 1945',
    );
    expect(fields.website).toBeUndefined();
    expect(fields.phoneNumber).toBeUndefined();
    expect(fields.linkedIn).toBe('https://www.linkedin.com/in/alanturing');
  });

  it('finds nothing in text that is not a resume header', () => {
    expect(extractResumeFields('the quick brown fox jumps over the lazy dog 12 times')).toEqual({});
    expect(extractResumeFields('')).toEqual({});
  });

  it('takes a github page as the website and formats an international number', () => {
    const fields = extractResumeFields('Linus Torvalds\n+358 40 1234567\ngithub.com/torvalds');
    expect(fields.website).toBe('https://github.com/torvalds');
    expect(fields.phoneNumber).toBe('+358 40 1234567');
  });
});
