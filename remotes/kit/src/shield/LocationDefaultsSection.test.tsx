import { withDomEvents } from '../../test/dom.ts';
import { expect } from 'chai';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LocationDefaultsSection } from '@tightlines/kit/shield';
import type { ApiServer } from '../../test/api-server.ts';
import { renderWithKit, serveAnswers } from '../../test/render.tsx';

const PATH = '/api/profile/alice/location-defaults';
const REFUSAL = 'Mates see at least what everyone sees: choose a precision for mates as fine as the public one or finer';

describe('kit: the Location settings section', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    await server?.close();
    server = undefined;
  });

  const choose = (audience: 'Everyone sees' | 'Mates see', label: string) =>
    fireEvent.click(within(screen.getByRole('radiogroup', { name: audience })).getByRole('radio', { name: label }));
  const checked = (audience: 'Everyone sees' | 'Mates see') =>
    within(screen.getByRole('radiogroup', { name: audience }))
      .getAllByRole('radio')
      .find((radio) => radio.getAttribute('aria-checked') === 'true')?.textContent;

  it('starts from the saved defaults, saves a change with PUT and says so', async () => {
    server = await serveAnswers({
      [`GET ${PATH}`]: { status: 200, json: { publicPrecision: '10km', matesPrecision: '1km' } },
      [`PUT ${PATH}`]: (body) => ({ status: 200, json: JSON.parse(body) }),
    });
    renderWithKit(<LocationDefaultsSection />);
    await waitFor(() => expect(checked('Everyone sees')).to.equal('About 10 km'));
    expect(checked('Mates see')).to.equal('About 1 km');
    const save = screen.getByRole('button', { name: 'Save location settings' }) as HTMLButtonElement;
    expect(save.disabled, 'nothing changed yet').to.equal(true);
    choose('Everyone sees', 'Place name only');
    expect(screen.getAllByRole('img', { name: /^Preview/ })[0]!.getAttribute('data-preview')).to.equal('place');
    fireEvent.click(save);
    expect(await screen.findByText('Location settings saved')).to.exist;
    expect(JSON.parse(server.requests.find((r) => r.method === 'PUT')!.body)).to.deep.equal({
      publicPrecision: 'place',
      matesPrecision: '1km',
    });
  });

  it('keeps a refused choice on screen with the server’s words (422)', async () => {
    server = await serveAnswers({
      [`GET ${PATH}`]: { status: 200, json: { publicPrecision: '1km', matesPrecision: 'exact' } },
      [`PUT ${PATH}`]: { status: 422, json: { message: REFUSAL, code: 'MATES_SEE_LESS_THAN_PUBLIC' } },
    });
    renderWithKit(<LocationDefaultsSection />);
    await waitFor(() => expect(checked('Mates see')).to.equal('Exact'));
    choose('Mates see', 'Hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Save location settings' }));
    const alert = await screen.findByText(REFUSAL, { selector: '[role=alert]' });
    expect(alert).to.exist;
    expect(checked('Mates see')).to.equal('Hidden');
  });
});
