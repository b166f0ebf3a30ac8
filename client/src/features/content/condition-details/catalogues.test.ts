import { readFileSync } from 'node:fs';
import path from 'node:path';
import { recovery } from '../claims';
import { conditionIds } from '../condition-ids';
import { conditions } from '../conditions';
import { conditionDetails } from '../condition-details';
import { detailsMessageIds } from './shapes';

// Each condition's catalogue holds exactly the messages its page reads (no part missing, none
// forgotten), says the recovery figures of claims.ts in every language, and the English of the
// conditions catalogue is the English the pages not yet in Hindi show (conditions.ts).

function readPo(file: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [, id, text] of readFileSync(file, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm))
    messages.set(id, text);
  return messages;
}

const po = (dir: string, locale: string) =>
  readPo(path.join(__dirname, '..', dir, 'locales', locale, 'messages.po'));

describe.each(conditionIds)('%s', (id) => {
  it.each(['en', 'hi'])('its %s catalogue has exactly the messages the page reads', (locale) => {
    expect([...po(`condition-details/${id}`, locale).keys()].sort()).toEqual(
      detailsMessageIds(id).sort(),
    );
  });
});

it.each(['en', 'hi'])('the %s recovery lines state the figures of claims.ts', (locale) => {
  const line = (id: string) =>
    po(`condition-details/${id}`, locale).get(`${id}.treatment.2.recovery`);
  const figures = (text: string) => text.match(/\d+-\d+/)![0];
  expect(line('piles')).toContain(figures(recovery.pilesLaser));
  expect(line('piles')).toContain(figures(recovery.pilesTraditional));
  expect(line('fistula')).toContain(figures(recovery.fistula));
  expect(line('hydrocele')).toContain(figures(recovery.hydroceleReturnToWork));
  expect(line('hydrocele')).toContain(figures(recovery.hydroceleFull));
});

it('keeps the English names and summaries of conditions.ts equal to the catalogue', () => {
  const english = po('condition-pages', 'en');
  for (const condition of conditions) {
    expect(english.get(`conditions.${condition.id}.name`)).toBe(condition.name);
    expect(english.get(`conditions.${condition.id}.shortName`)).toBe(condition.shortName);
    expect(english.get(`conditions.${condition.id}.summary`)).toBe(condition.shortDesc);
  }
});

it('gives the site-wide FAQ every condition question in English', () => {
  expect(conditionDetails.piles.faqs[0]).toEqual({
    question: 'Do piles always need an operation?',
    answer: expect.stringMatching(/^No\. Most early piles get better/),
  });
  expect(conditionDetails['sexual-problems'].faqs).toHaveLength(4);
});
