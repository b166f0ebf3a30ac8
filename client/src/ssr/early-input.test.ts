import { CONTROLS_LIVE_MARK, holdEarlyInput, type EarlyInput } from './early-input';

// The page as the server sent it, with listeners standing in for the app that will adopt it.
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <a href="#elsewhere">Products</a>
      <form><input name="name" value=""><button type="submit">Send</button></form>
      <button type="button" id="add">Add to Cart</button>
    </div>
    <button type="button" id="outside">Not the app's</button>`;
  const seen: string[] = [];
  const app = (event: Event) => {
    const target = event.target as HTMLElement;
    // An element by its id, its text (a form by its button's) or its tag.
    seen.push(`${event.type}:${target.id || target.textContent || target.tagName}`);
    if (event.type === 'submit') event.preventDefault();
  };
  for (const type of ['click', 'submit', 'input']) document.body.addEventListener(type, app);
  const button = (name: string) =>
    [...document.querySelectorAll<HTMLElement>('a, button')].find(
      (element) => element.textContent === name,
    )!;
  return { seen, button, field: document.querySelector('input')! };
}

describe('early input', () => {
  let input: EarlyInput | undefined;
  // jsdom has no User Timing; the bench reads this mark.
  const mark = jest.fn();
  beforeAll(() => Object.assign(performance, { mark }));
  afterEach(() => input?.release(false));

  it('keeps a tap on a control, shows it busy, and replays it once when the page is live', () => {
    const { seen, button } = serverPage();
    input = holdEarlyInput();
    button('Add to Cart').click();
    button('Add to Cart').click();
    expect(seen).toEqual([]);
    expect(button('Add to Cart')).toHaveAttribute('aria-busy', 'true');

    input.release(true);
    expect(seen).toEqual(['click:add']);
    expect(button('Add to Cart')).not.toHaveAttribute('aria-busy');
    expect(mark).toHaveBeenCalledWith(CONTROLS_LIVE_MARK);
  });

  it('lets links and what is outside the app work as they do without it', () => {
    const { seen, button } = serverPage();
    input = holdEarlyInput();
    button('Products').click();
    button("Not the app's").click();
    expect(seen).toEqual(['click:Products', 'click:outside']);
  });

  it('hands typed text to the app as typed when live, before the taps that follow it', () => {
    const { seen, button, field } = serverPage();
    input = holdEarlyInput();
    field.value = 'Asha';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    button('Send').click();
    seen.length = 0; // the app was not listening to the typing yet

    input.release(true);
    expect(seen).toEqual(['input:INPUT', 'click:Send', 'submit:Send']);
    expect(field.value).toBe('Asha');
  });

  it('replays nothing when start-up failed, and holds nothing after', () => {
    const { seen, button } = serverPage();
    input = holdEarlyInput();
    button('Add to Cart').click();
    input.release(false);
    expect(seen).toEqual([]);
    expect(button('Add to Cart')).not.toHaveAttribute('aria-busy');
    button('Add to Cart').click();
    expect(seen).toEqual(['click:add']);
  });
});
