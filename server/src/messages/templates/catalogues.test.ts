import { LANGUAGES } from '../../common/language';
import { CLINIC_TEMPLATES, MESSAGE_TEMPLATES } from '../outbox/message-templates';
import { CATALOGUES, renderMessage } from './render';
import { TEMPLATE_PARAMS } from './template-params';

// Values a service would write, each distinct so a missing one in the text is seen.
const PARAMS: Record<string, string> = {
  reference: 'APT-7K3Q9',
  doctor: 'Dr Asha Rao',
  when: 'मंगलवार, 24 नवंबर 2026, सुबह 10:30',
  clinicPhone: '+91 98765 43210',
  link: 'https://clinic.example.in/appointments/manage',
  orderNumber: 'ORD-20261124-0042',
  total: '₹1,250',
  code: '482913',
  minutes: '15',
  name: 'Asha',
  reply: 'Yes, the clinic is open on Sunday mornings.',
};

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the message catalogues', () => {
  it('have every template in every language, and nothing else', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(CATALOGUES[language]).sort()).toEqual([...MESSAGE_TEMPLATES].sort());
    }
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(MESSAGE_TEMPLATES)('%s renders whole, carrying each of its variables', (template) => {
      const { subject, text, variables } = renderMessage(template, language, PARAMS);
      for (const words of [subject, text]) {
        expect(words.trim()).not.toBe('');
        expect(words).not.toMatch(/undefined|null|NaN|\[object|\$\{|\{\{/);
        expect(words).not.toMatch(/ {2}|^\s|\s$/);
      }
      const names = TEMPLATE_PARAMS[template];
      expect(variables).toEqual(names.map((name) => PARAMS[name]));
      for (const name of names) expect(text).toContain(PARAMS[name]);
      if (language === 'hi') expect(text).toMatch(DEVANAGARI);
    });
  });

  it('asks patients in Hindi to reply with the word the webhook reads: STOP', () => {
    for (const template of MESSAGE_TEMPLATES) {
      if (CLINIC_TEMPLATES.has(template) || template === 'lookup_code') continue;
      const { text } = renderMessage(template, 'hi', PARAMS);
      expect(text).toContain('STOP लिखकर भेजें');
    }
  });

  it('writes a locale without a catalogue in English', () => {
    expect(renderMessage('order_shipped', 'ta', PARAMS)).toEqual(
      renderMessage('order_shipped', 'en', PARAMS),
    );
    expect(renderMessage('order_shipped', 'constructor', PARAMS).text).toMatch(/^Your order/);
  });
});
