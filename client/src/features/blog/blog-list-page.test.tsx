import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { clinicMock, renderApp } from '../../test/render-app';
import { blogPostsQuery } from './api/blog-posts';
import { blogTagsQuery } from './api/blog-tags';
import { subscribeNewsletterMutation } from './api/subscribe-newsletter';
import { cardPost, fibrePost, testTags } from './test-posts';

const tagsMock: MockLink.MockedResponse = {
  request: { query: blogTagsQuery },
  result: { data: { __typename: 'Query', blogTags: testTags } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const postsMock = (
  variables: { search: string | null; tag: string | null },
  blogPosts: ReturnType<typeof cardPost>[],
  delay = 0,
  language: 'EN' | 'HI' = 'EN',
): MockLink.MockedResponse => ({
  request: { query: blogPostsQuery, variables: { ...variables, language } },
  result: { data: { __typename: 'Query', blogPosts } },
  delay,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const all = postsMock({ search: null, tag: null }, [fibrePost, cardPost('12')]);

// The route's chunk is loaded lazily; on a busy machine that takes more than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

describe('blog list', () => {
  it('shows skeletons, then cards with at most 2 tags and +N, date and Read More', async () => {
    renderApp('/blog', [
      clinicMock,
      tagsMock,
      postsMock({ search: null, tag: null }, [fibrePost], 50),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Health Blog' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles…');

    const card = (await screen.findByRole('heading', { level: 2, name: 'Fibre at home' })).closest(
      'article',
    )!;
    const inCard = within(card);
    expect(inCard.getByText('Diet')).toBeVisible();
    expect(inCard.getByText('Lifestyle')).toBeVisible();
    expect(inCard.queryByText('Recovery')).toBeNull();
    expect(inCard.getByLabelText('1 more topic')).toHaveTextContent('+1');
    expect(inCard.getByText('Tue, 10 Mar 2026')).toBeVisible();
    expect(inCard.getByRole('link', { name: 'Read More: Fibre at home' })).toHaveAttribute(
      'href',
      '/blog/fibre-at-home',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('puts the search and the chosen tag in the URL and asks the server with them', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/blog', [
      clinicMock,
      tagsMock,
      all,
      postsMock({ search: 'fibre', tag: null }, [fibrePost]),
      postsMock({ search: 'fibre', tag: 'Lifestyle' }, [fibrePost]),
    ]);
    await screen.findByRole('heading', { name: 'Post 12' });
    const searchForm = within(screen.getByRole('search'));
    await user.type(searchForm.getByRole('searchbox', { name: 'Search articles' }), 'fibre');
    await user.click(searchForm.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location().search).toBe('?search=fibre'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Post 12' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Fibre at home' })).toBeVisible();

    const topics = within(screen.getByRole('group', { name: 'Filter by topic' }));
    await user.click(topics.getByRole('button', { name: 'Lifestyle' }));
    await waitFor(() => expect(location().search).toBe('?search=fibre&tag=Lifestyle'));
    expect(topics.getByRole('button', { name: 'Lifestyle' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(topics.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reads search and tag from the URL and clears both with Clear Filters', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/blog?search=zebra&tag=Diet', [
      clinicMock,
      tagsMock,
      all,
      postsMock({ search: 'zebra', tag: 'Diet' }, []),
    ]);
    expect(await screen.findByText('No articles match your search.')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('zebra');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Fibre at home' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
  });

  it("shows the spec's error toast and a retry when posts cannot be loaded", async () => {
    renderApp('/blog', [
      clinicMock,
      tagsMock,
      {
        request: { query: blogPostsQuery, variables: { search: null, tag: null, language: 'EN' } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region).toHaveTextContent('Error'));
    expect(region).toHaveTextContent('Failed to load blog posts');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('subscribes to the newsletter with a validated address and thanks the patient', async () => {
    const user = userEvent.setup();
    renderApp('/blog', [
      clinicMock,
      tagsMock,
      all,
      {
        request: { query: subscribeNewsletterMutation, variables: { email: 'asha@example.in' } },
        result: {
          data: {
            __typename: 'Mutation',
            subscribeNewsletter: {
              __typename: 'NewsletterReceipt',
              subscribed: true,
              message: 'Thank you for subscribing! (the server’s words, never shown)',
            },
          },
        },
      },
    ]);
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(email, 'asha@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    await user.clear(email);
    await user.type(email, ' asha@example.in ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText(
        'Thank you for subscribing! You will get our health tips in your inbox.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
  });
});
