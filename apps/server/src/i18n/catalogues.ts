// The server's catalogues, one entry per languageCode (the folder names). Static imports: the
// server is bundled, and every email or PDF may need any language. Keep in step with the folders
// (test/i18n/server-i18n.test.ts checks that every folder is listed).
import arInvoice from './ar/invoice.json';
import arMail from './ar/mail.json';
import csInvoice from './cs/invoice.json';
import csMail from './cs/mail.json';
import daInvoice from './da/invoice.json';
import daMail from './da/mail.json';
import deInvoice from './de/invoice.json';
import deMail from './de/mail.json';
import elInvoice from './el/invoice.json';
import elMail from './el/mail.json';
import enInvoice from './en/invoice.json';
import enMail from './en/mail.json';
import esInvoice from './es/invoice.json';
import esMail from './es/mail.json';
import fiInvoice from './fi/invoice.json';
import fiMail from './fi/mail.json';
import frInvoice from './fr/invoice.json';
import frMail from './fr/mail.json';
import heInvoice from './he/invoice.json';
import heMail from './he/mail.json';
import huInvoice from './hu/invoice.json';
import huMail from './hu/mail.json';
import idInvoice from './id/invoice.json';
import idMail from './id/mail.json';
import itInvoice from './it/invoice.json';
import itMail from './it/mail.json';
import jaInvoice from './ja/invoice.json';
import jaMail from './ja/mail.json';
import koInvoice from './ko/invoice.json';
import koMail from './ko/mail.json';
import msInvoice from './ms/invoice.json';
import msMail from './ms/mail.json';
import nlInvoice from './nl/invoice.json';
import nlMail from './nl/mail.json';
import noInvoice from './no/invoice.json';
import noMail from './no/mail.json';
import plInvoice from './pl/invoice.json';
import plMail from './pl/mail.json';
import ptInvoice from './pt/invoice.json';
import ptMail from './pt/mail.json';
import roInvoice from './ro/invoice.json';
import roMail from './ro/mail.json';
import ruInvoice from './ru/invoice.json';
import ruMail from './ru/mail.json';
import svInvoice from './sv/invoice.json';
import svMail from './sv/mail.json';
import thInvoice from './th/invoice.json';
import thMail from './th/mail.json';
import trInvoice from './tr/invoice.json';
import trMail from './tr/mail.json';
import ukInvoice from './uk/invoice.json';
import ukMail from './uk/mail.json';
import viInvoice from './vi/invoice.json';
import viMail from './vi/mail.json';
import zhCNInvoice from './zh-CN/invoice.json';
import zhCNMail from './zh-CN/mail.json';
import zhTWInvoice from './zh-TW/invoice.json';
import zhTWMail from './zh-TW/mail.json';

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
