import { screen } from '@testing-library/react';
import { clinicMock, renderApp } from '../../test/render-app';
import { queueDoctorQuery, queueQuery } from './api/queue';

const queueMock = {
  request: { query: queueQuery, variables: { doctorSlug: 'dr-new' } },
  result: {
    data: {
      queue: {
        __typename: 'PublicQueue',
        doctorName: 'Dr. New Doctor',
        date: '2026-11-24',
        nowSeeing: 7,
        next: 8,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const doctorMock = (name: string, inEnglish: string[]) => ({
  request: { query: queueDoctorQuery, variables: { doctorSlug: 'dr-new', language: 'HI' } },
  result: { data: { doctor: { __typename: 'Doctor', id: '9', name, inEnglish } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('queue page', () => {
  it('reads in Hindi, with the doctor in Hindi', async () => {
    renderApp('/hi/queue/dr-new', [clinicMock, queueMock, doctorMock('डॉ. नए डॉक्टर', [])]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'कतार – डॉ. नए डॉक्टर' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'अभी डॉक्टर के पास' })).toHaveTextContent('7');
    expect(screen.getByRole('region', { name: 'अगला नंबर' })).toHaveTextContent('8');
  });

  it('marks a doctor with no Hindi name as English inside the Hindi heading', async () => {
    renderApp('/hi/queue/dr-new', [clinicMock, queueMock, doctorMock('Dr. New Doctor', ['name'])]);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'कतार – Dr. New Doctor',
    });
    expect(heading.querySelector('[lang="en"]')).toHaveTextContent('Dr. New Doctor');
  });

  it('stays English on the English page', async () => {
    renderApp('/queue/dr-new', [clinicMock, queueMock]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Queue – Dr. New Doctor' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Now seeing' })).toHaveTextContent('7');
  });
});
