// Words of the audit trail (admins only).

export const auditTexts = {
  title: 'Audit trail',
  recordType: 'Record type (e.g. appointment)',
  recordId: 'Record (id or reference)',
  staff: 'Staff member',
  anyone: 'Anyone',
  day: 'Day',
  show: 'Show',
  none: 'No entries match.',
  total: (count: number) => `${count} entries`,
  when: 'When',
  who: 'Who',
  from: 'From',
  action: 'Action',
  record: 'Record',
  change: 'Change',
  previous: 'Newer',
  next: 'Older',
  page: (page: number) => `Page ${page}`,
  failed: 'The audit trail could not be loaded.',
} as const;
