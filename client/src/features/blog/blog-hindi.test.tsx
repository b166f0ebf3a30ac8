import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { clinicMock, renderApp } from '../../test/render-app';
import { blogPostQuery } from './api/blog-post';
import { blogPostsQuery } from './api/blog-posts';
import { blogTagsQuery } from './api/blog-tags';
import { subscribeNewsletterMutation } from './api/subscribe-newsletter';
import { cardPost, detailPost, testTags } from './test-posts';

// The blog on a Hindi page: its own words in Hindi, the posts asked for in Hindi (HI), a field
// the server still sends in English marked lang="en", dates as Hindi readers write them.

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const hindiTag = { __typename: 'BlogTag' as const, id: '9', name: 'बवासीर' };

const hindiPost = cardPost('21', {
  slug: 'piles-friendly-diet',
  title: 'बवासीर में क्या खाएँ',
  excerpt: 'Simple swaps for a gentler gut.',
  inEnglish: ['excerpt'],
  tags: [testTags[0], hindiTag],
});

const tagsMock: MockLink.MockedResponse = {
  request: { query: blogTagsQuery },
  result: { data: { __typename: 'Query', blogTags: [...testTags, hindiTag] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const postsMock = (search: string | null, blogPosts: ReturnType<typeof cardPost>[]) => ({
  request: { query: blogPostsQuery, variables: { search, tag: null, language: 'HI' } },
  result: { data: { __typename: 'Query', blogPosts } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('the blog in Hindi', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="description"]')?.remove();
  });

  it('lists posts asked for in Hindi, searches with bawaseer and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/hi/blog', [
      clinicMock,
      tagsMock,
      postsMock(null, [hindiPost, cardPost('22')]),
      postsMock('bawaseer', [hindiPost]),
      postsMock('zzz', []),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'सेहत से जुड़े लेख' })).toBeVisible();
    const card = within(
      (await screen.findByRole('heading', { level: 2, name: 'बवासीर में क्या खाएँ' })).closest(
        'article',
      )!,
    );
    expect(card.getByText('10 मार्च 2026')).toBeVisible();
    expect(card.getByText('Simple swaps for a gentler gut.')).toHaveAttribute('lang', 'en');
    expect(card.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    expect(card.getByText('Diet').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(card.getByText('बवासीर').closest('.MuiChip-root')).not.toHaveAttribute('lang');
    expect(card.getByRole('link', { name: 'पूरा पढ़ें: बवासीर में क्या खाएँ' })).toHaveAttribute(
      'href',
      '/hi/blog/piles-friendly-diet',
    );
    const topics = within(screen.getByRole('group', { name: 'विषय चुनें' }));
    expect(topics.getByRole('button', { name: 'सभी' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        expect.stringMatching(/^बवासीर \(पाइल्स\)/),
      ),
    );

    const search = within(screen.getByRole('search'));
    await user.type(search.getByRole('searchbox', { name: 'लेखों में खोजें' }), 'bawaseer');
    await user.click(search.getByRole('button', { name: 'खोजें' }));
    await waitFor(() => expect(location().search).toBe('?search=bawaseer'));
    expect(await screen.findByText('“bawaseer” से मिलते लेख')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Post 22' })).toBeNull());

    await user.clear(search.getByRole('searchbox'));
    await user.type(search.getByRole('searchbox'), 'zzz');
    await user.click(search.getByRole('button', { name: 'खोजें' }));
    expect(await screen.findByText('आपकी खोज से मिलता कोई लेख नहीं मिला।')).toBeVisible();
    expect(screen.getByRole('button', { name: 'खोज हटाएँ' })).toBeVisible();
  });

  it('checks the address in Hindi and says a refused sign-up by its code, in Hindi', async () => {
    const user = userEvent.setup();
    renderApp('/hi/blog', [
      clinicMock,
      tagsMock,
      postsMock(null, [hindiPost]),
      {
        request: { query: subscribeNewsletterMutation, variables: { email: 'asha@example.in' } },
        result: {
          errors: [
            new GraphQLError('You have tried to subscribe several times in a short time.', {
              extensions: { code: 'RATE_LIMITED' },
            }),
          ],
        },
      },
    ]);
    const email = await screen.findByRole('textbox', { name: 'ई-मेल पता' });
    await user.click(screen.getByRole('button', { name: 'सब्सक्राइब करें' }));
    expect(await screen.findByText('कृपया अपना ई-मेल पता लिखें')).toBeVisible();
    await user.type(email, 'asha@');
    await user.click(screen.getByRole('button', { name: 'सब्सक्राइब करें' }));
    expect(await screen.findByText('कृपया सही ई-मेल पता लिखें')).toBeVisible();
    await user.clear(email);
    await user.type(email, 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'सब्सक्राइब करें' }));
    expect(
      await screen.findByText(/^आपने थोड़ी ही देर में कई बार सब्सक्राइब करने की कोशिश की है।/),
    ).toBeVisible();
    expect(screen.queryByText(/several times/)).toBeNull();
  });

  it('reads a post in Hindi: heading, date, reading time, title, description and JSON-LD', async () => {
    const post = {
      ...detailPost,
      title: 'घर पर फाइबर',
      excerpt: 'पेट के लिए आसान बदलाव।',
      content: '<h2>फाइबर क्यों</h2><p>हर दिन <strong>साबुत अनाज</strong> खाएँ।</p>',
      inEnglish: [],
      reviewer: { __typename: 'Doctor' as const, id: '1', name: 'डॉ. मीरा अय्यर' },
    };
    renderApp('/hi/blog/fibre-at-home', [
      clinicMock,
      {
        request: { query: blogPostQuery, variables: { slug: 'fibre-at-home', language: 'HI' } },
        result: { data: { __typename: 'Query', blogPost: post } },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'घर पर फाइबर' })).toBeVisible();
    const article = within(screen.getAllByRole('article')[0]);
    expect(article.getByText('प्रकाशित: 10 मार्च 2026')).toBeVisible();
    expect(article.getByText('4 मिनट में पढ़ें')).toBeVisible();
    expect(article.getByText('चिकित्सकीय समीक्षा: डॉ. मीरा अय्यर')).toBeVisible();
    expect(screen.getByTestId('article-content')).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 2, name: 'फाइबर क्यों' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'इससे जुड़े लेख' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'शेयर करें' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'सभी लेखों पर वापस जाएँ' })[0]).toHaveAttribute(
      'href',
      '/hi/blog',
    );
    await waitFor(() => expect(document.title).toMatch(/^घर पर फाइबर/));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'पेट के लिए आसान बदलाव।',
    );
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'घर पर फाइबर',
      description: 'पेट के लिए आसान बदलाव।',
      inLanguage: 'hi',
      mainEntityOfPage: '/hi/blog/fibre-at-home',
    });
  });

  it('marks a post with no Hindi version lang="en" and says Not Found in Hindi', async () => {
    renderApp('/hi/blog/no-such-post', [
      clinicMock,
      {
        request: { query: blogPostQuery, variables: { slug: 'no-such-post', language: 'HI' } },
        result: {
          errors: [new GraphQLError('Blog post not found', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'यह लेख नहीं मिला' })).toBeVisible();
    // The toasts' region is the shared toast component's (its label not yet in Hindi).
    const region = screen.getByRole('region', { name: 'सूचनाएँ' });
    await waitFor(() => expect(region).toHaveTextContent('नहीं मिला'));
    expect(region).not.toHaveTextContent('Blog post not found');
  });
});
