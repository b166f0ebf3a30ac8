import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { previewMarkdownQuery } from './api/preview-markdown';
import { EMPTY_POST, postInput, type PostFormValues } from './api/save-post';
import { PostForm } from './post-form';
import { postFormTexts as texts } from './strings';

const reviewers = [{ id: '3', name: 'Dr. Meera Iyer' }];

const preview = (markdown: string, html: string): MockLink.MockedResponse => ({
  request: { query: previewMarkdownQuery, variables: { markdown } },
  result: { data: { previewPostMarkdown: html } },
  maxUsageCount: 5,
});

function renderForm(
  {
    mocks = [],
    initialValues = EMPTY_POST,
    htmlOnly = false,
    isNew = true,
  }: {
    mocks?: MockLink.MockedResponse[];
    initialValues?: PostFormValues;
    htmlOnly?: boolean;
    isNew?: boolean;
  } = {},
  onSubmit = jest.fn().mockResolvedValue(undefined),
) {
  render(
    <MockedProvider mocks={mocks}>
      <PostForm
        initialValues={initialValues}
        reviewers={reviewers}
        htmlOnly={htmlOnly}
        isNew={isNew}
        submitLabel={texts.save}
        onSubmit={onSubmit}
      />
    </MockedProvider>,
  );
  return onSubmit;
}

const field = (label: string | RegExp) => screen.getByRole('textbox', { name: label });

describe('The post editor', () => {
  it('names every missing field and sends nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.required.title)).toBeInTheDocument();
    expect(screen.getByText(texts.required.slug)).toBeInTheDocument();
    expect(screen.getByText(texts.required.excerpt)).toBeInTheDocument();
    expect(screen.getByText(texts.required.body)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('makes the web address from the title until it is typed, and refuses a bad one', async () => {
    renderForm();
    fireEvent.change(field(/^Title/), { target: { value: 'Fibre & Piles: What to Eat!' } });
    expect(field(/Web address/)).toHaveValue('fibre-piles-what-to-eat');
    fireEvent.focus(field(/Web address/));
    fireEvent.change(field(/Web address/), { target: { value: 'Not A Slug' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.slugInvalid)).toBeInTheDocument();
  });

  it('shows the server’s preview of the Markdown once typing pauses', async () => {
    renderForm({ mocks: [preview('# Eat fibre', '<h2>Eat fibre</h2>')] });
    expect(screen.getAllByText(texts.previewEmpty)).toHaveLength(2);
    fireEvent.change(field(/^Body \(Markdown\)/), { target: { value: '# Eat fibre' } });
    const shown = await screen.findByTestId('markdown-preview', {}, { timeout: 3000 });
    await waitFor(() => expect(shown.innerHTML).toBe('<h2>Eat fibre</h2>'));
    expect(screen.getByRole('heading', { level: 2, name: 'Eat fibre' })).toBeInTheDocument();
  });

  it('says so when the preview cannot be made', async () => {
    renderForm({
      mocks: [
        {
          request: { query: previewMarkdownQuery, variables: { markdown: 'x' } },
          error: new Error('down'),
        },
      ],
    });
    fireEvent.change(field(/^Body \(Markdown\)/), { target: { value: 'x' } });
    expect(await screen.findByText(texts.previewFailed, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('sends the post as the server takes it', async () => {
    const onSubmit = renderForm({ mocks: [preview('Body', '<p>Body</p>')] });
    fireEvent.change(field(/^Title/), { target: { value: 'Fibre' } });
    fireEvent.change(field(/^Excerpt/), { target: { value: 'Eat more fibre.' } });
    fireEvent.change(field(/^Body \(Markdown\)/), { target: { value: 'Body' } });
    fireEvent.change(field(/^Tags/), { target: { value: 'Piles, Diet ,' } });
    fireEvent.change(field(/^Hindi title/), { target: { value: 'फाइबर' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(postInput(onSubmit.mock.calls[0][0])).toEqual({
      title: 'Fibre',
      slug: 'fibre',
      excerpt: 'Eat more fibre.',
      markdown: 'Body',
      image: null,
      tags: ['Piles', 'Diet'],
      reviewerId: null,
      titleHi: 'फाइबर',
      excerptHi: null,
      markdownHi: null,
      replaceRedirect: false,
    });
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
  });

  it('puts the server’s field messages under their fields and offers to replace a redirect', async () => {
    const message =
      'This web address redirects to another post. Tick "replace the redirect" to take it over.';
    const refusal = new CombinedGraphQLErrors({
      errors: [
        {
          message,
          extensions: { code: 'BAD_USER_INPUT', fields: { slug: message } },
        },
      ],
    });
    const onSubmit = jest.fn().mockRejectedValueOnce(refusal).mockResolvedValue(undefined);
    renderForm(
      {
        isNew: false,
        initialValues: { ...EMPTY_POST, title: 'T', slug: 'old-one', excerpt: 'E', markdown: 'B' },
        mocks: [preview('B', '<p>B</p>')],
      },
      onSubmit,
    );
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const replace = screen.getByRole('checkbox', { name: texts.replaceRedirect });
    fireEvent.click(replace);
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toMatchObject({ replaceRedirect: true });
  });

  it('keeps an HTML post’s body when the Markdown is left empty', async () => {
    const onSubmit = renderForm({
      htmlOnly: true,
      isNew: false,
      initialValues: { ...EMPTY_POST, title: 'Old', slug: 'old', excerpt: 'E' },
    });
    expect(screen.getByText(texts.htmlOnly)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(postInput(onSubmit.mock.calls[0][0]).markdown).toBeNull();
  });
});
