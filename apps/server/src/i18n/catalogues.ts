// The server's catalogues, one entry per languageCode (the folder names under locales/). Static
// imports: the server is bundled, and every email or PDF may need any language. Keep in step with
// the folders (test/i18n/server-i18n.test.ts checks that every folder is listed).
import arInvoice from './locales/ar/invoice.json';
import arMail from './locales/ar/mail.json';
import csInvoice from './locales/cs/invoice.json';
import csMail from './locales/cs/mail.json';
import daInvoice from './locales/da/invoice.json';
import daMail from './locales/da/mail.json';
import deInvoice from './locales/de/invoice.json';
import deMail from './locales/de/mail.json';
import elInvoice from './locales/el/invoice.json';
import elMail from './locales/el/mail.json';
import enInvoice from './locales/en/invoice.json';
import enMail from './locales/en/mail.json';
import esInvoice from './locales/es/invoice.json';
import esMail from './locales/es/mail.json';
import fiInvoice from './locales/fi/invoice.json';
import fiMail from './locales/fi/mail.json';
import frInvoice from './locales/fr/invoice.json';
import frMail from './locales/fr/mail.json';
import heInvoice from './locales/he/invoice.json';
import heMail from './locales/he/mail.json';
import huInvoice from './locales/hu/invoice.json';
import huMail from './locales/hu/mail.json';
import idInvoice from './locales/id/invoice.json';
import idMail from './locales/id/mail.json';
import itInvoice from './locales/it/invoice.json';
import itMail from './locales/it/mail.json';
import jaInvoice from './locales/ja/invoice.json';
import jaMail from './locales/ja/mail.json';
import koInvoice from './locales/ko/invoice.json';
import koMail from './locales/ko/mail.json';
import msInvoice from './locales/ms/invoice.json';
import msMail from './locales/ms/mail.json';
import nlInvoice from './locales/nl/invoice.json';
import nlMail from './locales/nl/mail.json';
import noInvoice from './locales/no/invoice.json';
import noMail from './locales/no/mail.json';
import plInvoice from './locales/pl/invoice.json';
import plMail from './locales/pl/mail.json';
import ptInvoice from './locales/pt/invoice.json';
import ptMail from './locales/pt/mail.json';
import roInvoice from './locales/ro/invoice.json';
import roMail from './locales/ro/mail.json';
import ruInvoice from './locales/ru/invoice.json';
import ruMail from './locales/ru/mail.json';
import svInvoice from './locales/sv/invoice.json';
import svMail from './locales/sv/mail.json';
import thInvoice from './locales/th/invoice.json';
import thMail from './locales/th/mail.json';
import trInvoice from './locales/tr/invoice.json';
import trMail from './locales/tr/mail.json';
import ukInvoice from './locales/uk/invoice.json';
import ukMail from './locales/uk/mail.json';
import viInvoice from './locales/vi/invoice.json';
import viMail from './locales/vi/mail.json';
import zhCNInvoice from './locales/zh-CN/invoice.json';
import zhCNMail from './locales/zh-CN/mail.json';
import zhTWInvoice from './locales/zh-TW/invoice.json';
import zhTWMail from './locales/zh-TW/mail.json';

export const serverCatalogues = {
  ar: { mail: arMail, invoice: arInvoice },
  cs: { mail: csMail, invoice: csInvoice },
  da: { mail: daMail, invoice: daInvoice },
  de: { mail: deMail, invoice: deInvoice },
  el: { mail: elMail, invoice: elInvoice },
  en: { mail: enMail, invoice: enInvoice },
  es: { mail: esMail, invoice: esInvoice },
  fi: { mail: fiMail, invoice: fiInvoice },
  fr: { mail: frMail, invoice: frInvoice },
  he: { mail: heMail, invoice: heInvoice },
  hu: { mail: huMail, invoice: huInvoice },
  id: { mail: idMail, invoice: idInvoice },
  it: { mail: itMail, invoice: itInvoice },
  ja: { mail: jaMail, invoice: jaInvoice },
  ko: { mail: koMail, invoice: koInvoice },
  ms: { mail: msMail, invoice: msInvoice },
  nl: { mail: nlMail, invoice: nlInvoice },
  no: { mail: noMail, invoice: noInvoice },
  pl: { mail: plMail, invoice: plInvoice },
  pt: { mail: ptMail, invoice: ptInvoice },
  ro: { mail: roMail, invoice: roInvoice },
  ru: { mail: ruMail, invoice: ruInvoice },
  sv: { mail: svMail, invoice: svInvoice },
  th: { mail: thMail, invoice: thInvoice },
  tr: { mail: trMail, invoice: trInvoice },
  uk: { mail: ukMail, invoice: ukInvoice },
  vi: { mail: viMail, invoice: viInvoice },
  'zh-CN': { mail: zhCNMail, invoice: zhCNInvoice },
  'zh-TW': { mail: zhTWMail, invoice: zhTWInvoice },
};
