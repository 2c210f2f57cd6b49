import 'server-only';
import { createHmac } from 'node:crypto';
import { readDeliveryEnv } from '@/lib/env';
import { getSiteDb } from '@/lib/db/site-db';
import { openedProcessPart } from '@/lib/site-runtime';
import { AlertLinkSigner, alertOwnerKey } from './alerts/alert-links';
import { loadStatusLinkKeys } from './delivery/site-secrets';
import { DraftLinkSigner } from './drafts/draft-links';
import { AddressLinkSigner } from './status/address-link';
import { FormTokens } from './form-token';
import { StatusLinkSigner } from './status-link';

/** What the site signs with, each with its own derived key: status links, form tokens, apply challenges, alerts, drafts, address links. */
export type SiteKeys = {
  signer: StatusLinkSigner;
  formTokens: FormTokens;
  /** Signs the apply challenges (lib/careers/abuse); derived from the site's key, never the key itself. */
  challengeSecret: string;
  /** Job alert links (confirm, unsubscribe, manage), each purpose signed apart. */
  alertLinks: AlertLinkSigner;
  /** The keyed hash grouping one address's job alerts, so a manage link never carries the address. */
  alertOwnerKey: (normalisedEmail: string) => string;
  /** The link, mailed to an address, to the page of every application it sent (status/address-link.ts). */
  addressLinks: AddressLinkSigner;
  /** "Finish later" links; their drafts are sealed with keys derived from the same keys (drafts/draft-codec.ts). */
  draftLinks: DraftLinkSigner;
  /** A keyed hash of an address for the mail request counters ("finish later", status links), which then hold no address. */
  mailAddressKey: (normalisedEmail: string) => string;
};

async function open(): Promise<SiteKeys> {
  const keys = await loadStatusLinkKeys(await getSiteDb(), readDeliveryEnv().STATUS_LINK_KEYS);
  const current = keys[0]!.secret;
  return {
    signer: new StatusLinkSigner(keys),
    formTokens: new FormTokens(current),
    challengeSecret: createHmac('sha256', current).update('apply-challenge').digest('base64url'),
    alertLinks: new AlertLinkSigner(keys),
    alertOwnerKey: (email) => alertOwnerKey(keys, email),
    addressLinks: new AddressLinkSigner(keys),
    draftLinks: new DraftLinkSigner(keys),
    mailAddressKey: (email) =>
      createHmac('sha256', current).update(`mail-address\n${email}`).digest('base64url'),
  };
}

/** The site's keys: STATUS_LINK_KEYS, or the one generated on first start and kept in the database. */
export function getSiteKeys(): Promise<SiteKeys> {
  return openedProcessPart('site-keys', open);
}
