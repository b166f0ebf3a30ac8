import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { clinicMock, renderApp } from '../../test/render-app';
import { blogPostQuery } from './api/blog-post';
import { detailPost } from './test-posts';

const found = (delay = 0): MockLink.MockedResponse => ({
  request: { query: blogPostQuery, variables: { slug: 'fibre-at-home', language: 'EN' } },
  result: { data: { __typename: 'Query', blogPost: detailPost } },
  delay,
});

// The route's chunk is loaded lazily; on a busy machine that takes more than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

describe('blog post', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="description"]')?.remove();
  });

  it('shows a skeleton, then the article with date, reading time, tags and related posts', async () => {
    renderApp('/blog/fibre-at-home', [clinicMock, found(50)]);
    expect(await screen.findByText('Loading article…')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Fibre at home' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const article = within(screen.getAllByRole('article')[0]);
    expect(article.getByText('Published Tue, 10 Mar 2026')).toBeVisible();
    expect(article.getByText('4 min read')).toBeVisible();
    expect(article.getByText('Medically reviewed by Dr. Meera Iyer')).toBeVisible();
    for (const tag of ['Diet', 'Lifestyle', 'Recovery'])
      expect(article.getByText(tag)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Why fibre' })).toBeVisible();
    expect(screen.getByText('whole grains').tagName).toBe('STRONG');

    const related = within(screen.getByRole('region', { name: 'Related Articles' }));
    expect(related.getByRole('heading', { level: 3, name: 'Water through the day' })).toBeVisible();
    expect(related.getAllByRole('link', { name: /^Read More/ })).toHaveLength(2);

    await waitFor(() => expect(document.title).toMatch(/^Fibre at home/));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Simple swaps for a gentler gut.',
    );
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('copies the link and says "Link Copied" where there is no share sheet', async () => {
    const user = userEvent.setup();
    renderApp('/blog/fibre-at-home', [clinicMock, found()]);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await expect(navigator.clipboard.readText()).resolves.toMatch(/\/blog\/fibre-at-home$/);
    const region = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region).toHaveTextContent('Link Copied'));
  });

  it('shows Blog Post Not Found with a way back, and the "Not found" toast', async () => {
    renderApp('/blog/no-such-post', [
      clinicMock,
      {
        request: { query: blogPostQuery, variables: { slug: 'no-such-post', language: 'EN' } },
        result: {
          errors: [new GraphQLError('Blog post not found', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' }),
    ).toBeVisible();
    const region = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region).toHaveTextContent('Not found'));
    expect(region).toHaveTextContent('Blog post not found');
    const backLinks = screen.getAllByRole('link', { name: 'Back to Blog' });
    for (const link of backLinks) expect(link).toHaveAttribute('href', '/blog');
  });

  it('says "Network Error" and offers a retry when the article cannot be fetched', async () => {
    const user = userEvent.setup();
    renderApp('/blog/fibre-at-home', [
      clinicMock,
      {
        request: { query: blogPostQuery, variables: { slug: 'fibre-at-home', language: 'EN' } },
        error: new TypeError('Failed to fetch'),
      },
      found(),
    ]);
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region).toHaveTextContent('Network Error'));
    expect(region).toHaveTextContent('Failed to load blog post.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fibre at home' })).toBeVisible();
  });
});
