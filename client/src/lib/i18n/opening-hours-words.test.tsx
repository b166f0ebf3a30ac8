import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { LocaleProvider } from './locale-provider';
import type { Locale } from './locales';
import { openingWeek } from '../../test/fixtures';
import { useHoursRows } from './opening-hours-words';

const rowsIn = (locale: Locale) =>
  renderHook(() => useHoursRows(openingWeek), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    ),
  }).result.current;

describe('the clinic’s week, folded and read in the page’s language', () => {
  it('folds consecutive days with the same hours', () => {
    expect(rowsIn('en')).toEqual([
      { days: 'Mon – Fri', text: '8:00 am – 8:00 pm', noteOnly: false },
      { days: 'Sat', text: '9:00 am – 5:00 pm', noteOnly: false },
      { days: 'Sun', text: 'Emergencies only', noteOnly: true },
    ]);
  });

  it('names days and times as Hindi readers say them', () => {
    expect(rowsIn('hi')).toEqual([
      { days: 'सोमवार – शुक्रवार', text: 'सुबह 8:00 – रात 8:00', noteOnly: false },
      { days: 'शनिवार', text: 'सुबह 9:00 – शाम 5:00', noteOnly: false },
      { days: 'रविवार', text: 'Emergencies only', noteOnly: true },
    ]);
  });
});
