import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clinicMock, renderApp } from '../../test/render-app';
import type { SearchKind } from '../../graphql/__generated__/graphql';
import { siteSearchQuery } from './api/site-search';

jest.setTimeout(30_000);

const hit = (kind: SearchKind, id: string, title: string, path: string) => ({
  __typename: 'SearchHit' as const,
  kind,
  id,
  title,
  summary: `About ${title}`,
  path,
});

const fistulaResults = {
  request: { query: siteSearchQuery, variables: { q: 'fistula' } },
  result: {
    data: {
      search: {
        __typename: 'SearchResults' as const,
        query: 'fistula',
        conditions: [hit('CONDITION', 'fistula', 'Fistula', '/diseases/fistula')],
        services: [],
        doctors: [hit('DOCTOR', '5', 'Dr. Anita Verma', '/doctor/2')],
        products: [],
        posts: [hit('POST', '5', 'Laser Treatment for Fistula', '/blog/laser-fistula')],
      },
    },
  },
};

const nothing = {
  request: { query: siteSearchQuery, variables: { q: 'zzz' } },
  result: {
    data: {
      search: {
        __typename: 'SearchResults' as const,
        query: 'zzz',
        conditions: [],
        services: [],
        doctors: [],
        products: [],
        posts: [],
      },
    },
  },
};

async function openSearch(mocks = [clinicMock, fistulaResults, nothing]) {
  const user = userEvent.setup();
  const view = renderApp('/services', mocks);
  await screen.findByRole('heading', { level: 1, name: 'Our Services' }, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Search the site' }));
  const field = dialog.getByRole('searchbox', { name: 'What are you looking for?' });
  return { user, dialog, field, ...view };
}

describe('site search overlay', () => {
  it('asks for 2 letters, then shows results grouped by kind', async () => {
    const { user, dialog, field } = await openSearch();
    expect(dialog.getByRole('status')).toHaveTextContent('Type at least 2 letters');
    await user.type(field, 'fistula');
    expect(await dialog.findByText('3 results')).toBeVisible();
    expect(dialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Conditions',
      'Doctors',
      'Articles',
    ]);
    const conditions = within(dialog.getByRole('region', { name: 'Conditions' }));
    expect(conditions.getByRole('link', { name: /Fistula/ })).toHaveAttribute(
      'href',
      '/diseases/fistula',
    );
  });

  it('keeps a doctor and a post that share an id in their own groups', async () => {
    const { user, dialog, field } = await openSearch();
    await user.type(field, 'fistula');
    await dialog.findByText('3 results');
    const doctors = within(dialog.getByRole('region', { name: 'Doctors' }));
    expect(doctors.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/doctor/2',
    ]);
    const articles = within(dialog.getByRole('region', { name: 'Articles' }));
    expect(articles.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/blog/laser-fistula',
    ]);
  });

  it('says when nothing matches', async () => {
    const { user, dialog, field } = await openSearch();
    await user.type(field, 'zzz');
    expect(await dialog.findByText(/Nothing found for “zzz”/)).toBeVisible();
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const { user, dialog, field, location } = await openSearch();
    await user.type(field, 'fistula');
    await dialog.findByText('3 results');
    await user.keyboard('{ArrowDown}');
    expect(dialog.getByRole('link', { name: /^Fistula/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(dialog.getByRole('link', { name: /Laser Treatment/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(dialog.getByRole('link', { name: /Laser Treatment/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(dialog.getByRole('link', { name: /^Fistula/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/diseases/fistula'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Escape', async () => {
    const { user } = await openSearch();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
