import { withDomEvents } from '../../../kit/test/dom.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { aFile, aPost, alice, renderApp, serve } from '../../test/app.tsx';
import { CatchForm } from './CatchForm.tsx';
import { ShareDialog } from './ShareDialog.tsx';

const submitButton = () => screen.getByRole('button', { name: 'Share Catch' }) as HTMLButtonElement;

// Queried by text, not role: 150 options make role queries slow in jsdom.
const speciesOption = (name: string) => screen.getByText(name, { selector: '[role=option]' });
const speciesOptions = () => [...document.querySelectorAll('[role=listbox] [role=option]')].map((option) => option.textContent);

function chooseSpecies(typed: string, name: string) {
  const box = screen.getByRole('combobox', { name: 'Species' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.click(speciesOption(name));
}

describe('share: the catch form', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server?.close();
    server = undefined;
  });

  it('keeps Share Catch disabled until a species is chosen from the list', () => {
    renderApp(<CatchForm onShared={() => {}} />);
    expect(submitButton().disabled).to.equal(true);
    const box = screen.getByRole('combobox', { name: 'Species' });
    fireEvent.change(box, { target: { value: 'Rainbow Trout' } });
    expect(submitButton().disabled, 'typing a name is not choosing').to.equal(true);
    fireEvent.click(speciesOption('Rainbow Trout'));
    expect(submitButton().disabled).to.equal(false);
    fireEvent.change(box, { target: { value: 'Rainbow' } });
    expect(submitButton().disabled, 'editing the name unchooses it').to.equal(true);
  });

  it('filters the ~150 species as the angler types', () => {
    renderApp(<CatchForm onShared={() => {}} />);
    const box = screen.getByRole('combobox', { name: 'Species' });
    fireEvent.focus(box);
    expect(speciesOptions().length).to.be.greaterThan(140);
    fireEvent.change(box, { target: { value: 'bass' } });
    const names = speciesOptions();
    expect(names).to.include('Largemouth Bass');
    expect(names.filter((name) => !name!.toLowerCase().includes('bass'))).to.deep.equal([]);
  });

  it('measures to two decimals (17.25 in) and sends the catch payload, public by default, with the angler’s precisions', async () => {
    let shared = false;
    server = await serve({
      [`GET /api/profile/${alice.id}/location-defaults`]: { status: 200, json: { publicPrecision: '10km', matesPrecision: '1km' } },
      'POST /api/posts': () => {
        shared = true;
        return { status: 201, json: aPost() };
      },
    });
    renderApp(<CatchForm onShared={() => {}} />);
    // Prefilled from the angler's defaults once they arrive.
    const everyone = () => within(screen.getByRole('radiogroup', { name: 'Everyone sees' }));
    await waitFor(() => expect(everyone().getByRole('radio', { name: 'About 10 km' }).getAttribute('aria-checked')).to.equal('true'));
    chooseSpecies('trout', 'Rainbow Trout');
    const length = screen.getByLabelText('Length (inches)') as HTMLInputElement;
    const weight = screen.getByLabelText('Weight (lbs)') as HTMLInputElement;
    expect([length.step, weight.step]).to.deep.equal(['0.01', '0.01']);
    fireEvent.change(length, { target: { value: '21.5' } });
    fireEvent.change(weight, { target: { value: '6.2' } });
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: ' Trolling ' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Lake Tahoe, CA' } });
    expect((screen.getByLabelText('Privacy') as HTMLSelectElement).value).to.equal('public');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Catch shared successfully!')).to.exist;
    expect(shared).to.equal(true);
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')!.body)).to.deep.equal({
      type: 'catch',
      description: null,
      imageUrl: null,
      location: 'Lake Tahoe, CA',
      latitude: null,
      longitude: null,
      privacy: 'public',
      publicPrecision: '10km',
      matesPrecision: '1km',
      catchDetails: { species: 'rainbow-trout', length: 21.5, weight: 6.2, method: 'Trolling' },
    });
  });

  it('sends the precisions chosen for this catch, and previews a circle, a pin or Hidden', async () => {
    const api = await serve({ 'POST /api/posts': { status: 201, json: aPost() } });
    server = api;
    renderApp(<CatchForm onShared={() => {}} />);
    chooseSpecies('trout', 'Rainbow Trout');
    const everyone = screen.getByRole('radiogroup', { name: 'Everyone sees' });
    const mates = screen.getByRole('radiogroup', { name: 'Mates see' });
    expect(screen.getAllByRole('img', { name: /^Preview/ }).map((p) => p.getAttribute('data-preview'))).to.deep.equal(['circle', 'pin']);
    fireEvent.click(within(everyone).getByRole('radio', { name: 'Hidden' }));
    fireEvent.click(within(mates).getByRole('radio', { name: 'About 10 km' }));
    expect(screen.getAllByRole('img', { name: /^Preview/ }).map((p) => p.getAttribute('data-preview'))).to.deep.equal(['hidden', 'circle']);
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).to.equal(true));
    expect(JSON.parse(api.requests.find((r) => r.method === 'POST')!.body)).to.include({
      publicPrecision: 'hidden',
      matesPrecision: '10km',
    });
  });

  it('shows the server’s words beside the choice when mates would see less than everyone', async () => {
    const words = 'Mates see at least what everyone sees: choose a precision for mates as fine as the public one or finer';
    server = await serve({ 'POST /api/posts': { status: 422, json: { message: words, code: 'MATES_SEE_LESS_THAN_PUBLIC' } } });
    renderApp(<CatchForm onShared={() => {}} />);
    chooseSpecies('trout', 'Rainbow Trout');
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Mates see' })).getByRole('radio', { name: 'Hidden' }));
    fireEvent.click(submitButton());
    // Beside the choice (the toast says it too), and the choices point at it.
    const beside = await screen.findByText(words, { selector: '[role=alert]' });
    expect(screen.getByRole('group', { name: 'Who sees where' }).getAttribute('aria-describedby')).to.equal(beside.id);
  });

  it("says 'Failed to share post. Please try again.' when sharing fails", async () => {
    server = await serve({ 'POST /api/posts': { status: 500, json: { message: 'boom' } } });
    renderApp(<CatchForm onShared={() => {}} />);
    chooseSpecies('walleye', 'Walleye');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Failed to share post. Please try again.')).to.exist;
  });

  it('refuses a photo that is not an image, or over 5MB, with the spec messages', async () => {
    renderApp(<CatchForm onShared={() => {}} />);
    const photo = screen.getByLabelText('Photo');
    fireEvent.change(photo, { target: { files: [aFile('notes.pdf', 'application/pdf')] } });
    expect(await screen.findByText('Invalid file type')).to.exist;
    expect(screen.getByText('Please select an image file')).to.exist;
    fireEvent.change(photo, { target: { files: [aFile('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('File too large')).to.exist;
    expect(screen.getByText('Please select an image smaller than 5MB')).to.exist;
  });

  it('uploads the chosen photo as a multipart file, previews it and shares its stored URL', async () => {
    server = await serve({
      'POST /api/media': { status: 201, json: { kind: 'image', url: '/media/abc.jpg', thumbnailUrl: '/media/abc-thumb.jpg' } },
      'POST /api/posts': { status: 201, json: aPost() },
    });
    renderApp(<CatchForm onShared={() => {}} />);
    chooseSpecies('pike', 'Northern Pike');
    // The browser's own File (what FormData and object URLs take), its bytes a PNG's signature.
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'pike.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [photo] } });
    expect(await screen.findByRole('img', { name: 'Preview' })).to.exist;
    await waitFor(() => expect(screen.queryByText('Uploading...')).to.equal(null));
    // Media on the server's disk: the offer of a direct upload is answered 404, the file streams to /api/media.
    const upload = server.requests.find((r) => r.url === '/api/media')!;
    expect(upload.headers['content-type']).to.match(/^multipart\/form-data; boundary=/);
    expect(upload.body).to.include('Content-Disposition: form-data; name="file"; filename="pike.png"');
    expect(upload.body).to.include('Content-Type: image/png');
    expect(upload.body).not.to.include('base64');
    fireEvent.click(submitButton());
    await screen.findByText('Catch shared successfully!');
    expect(JSON.parse(server.requests.find((r) => r.url === '/api/posts')!.body).imageUrl).to.equal('/media/abc.jpg');
  });

  it('sends the photo straight to the bucket when the server signs a form, then shares what the server stored', async () => {
    // The bucket: a plain server that takes the signed form (fields, then the file).
    const received: string[] = [];
    const bucket = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('latin1')));
      req.on('end', () => {
        received.push(body);
        res.writeHead(204, { 'access-control-allow-origin': '*' }).end();
      });
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    const bucketUrl = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}/catches`;
    const id = '0b7e6f1e-3c2a-4d5b-8e9f-1a2b3c4d5e6f';
    try {
      server = await serve({
        'POST /api/media/direct': () => ({
          status: 201,
          json: {
            id,
            url: bucketUrl,
            fields: { key: `uploads/a/${id}`, 'Content-Type': 'image/png', Policy: 'eyJ9', 'X-Amz-Signature': 'abc' },
            expiresAt: new Date(Date.now() + 900_000).toISOString(),
          },
        }),
        [`POST /api/media/direct/${id}`]: {
          status: 201,
          json: {
            kind: 'image',
            url: 'https://cdn.example.com/photos/ab/x.webp',
            thumbnailUrl: 'https://cdn.example.com/photos/ab/x.thumb.webp',
          },
        },
        'POST /api/posts': { status: 201, json: aPost() },
      });
      renderApp(<CatchForm onShared={() => {}} />);
      chooseSpecies('pike', 'Northern Pike');
      const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'pike.png', { type: 'image/png' });
      fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [photo] } });
      await waitFor(() => expect(screen.queryByText('Uploading...')).to.equal(null));
      expect(JSON.parse(server.requests.find((r) => r.url === '/api/media/direct')!.body)).to.deep.equal({
        kind: 'image',
        contentType: 'image/png',
        size: 8,
      });
      expect(received).to.have.length(1);
      expect(received[0]).to.include(`uploads/a/${id}`);
      expect(received[0]!.indexOf('name="Policy"')).to.be.below(received[0]!.indexOf('name="file"'));
      expect(server.requests.some((r) => r.url === '/api/media')).to.equal(false);
      fireEvent.click(submitButton());
      await screen.findByText('Catch shared successfully!');
      expect(JSON.parse(server.requests.find((r) => r.url === '/api/posts')!.body).imageUrl).to.equal(
        'https://cdn.example.com/photos/ab/x.webp',
      );
    } finally {
      bucket.closeAllConnections();
      await new Promise<void>((resolve) => bucket.close(() => resolve()));
    }
  });

  it("says the server's words when it refuses the photo, and drops the preview", async () => {
    server = await serve({
      'POST /api/media': {
        status: 413,
        json: { message: 'File too large: Please select an image smaller than 5MB', code: 'IMAGE_TOO_LARGE' },
      },
    });
    renderApp(<CatchForm onShared={() => {}} />);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pike.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [photo] } });
    expect(await screen.findByText('Upload failed')).to.exist;
    expect(screen.getByText('File too large: Please select an image smaller than 5MB')).to.exist;
    expect(screen.queryByRole('img', { name: 'Preview' })).to.equal(null);
  });
});

describe('share: Share Your Experience', () => {
  withDomEvents();
  afterEach(() => cleanup());

  it('offers Upload a Catch and Share Content; Back returns to the chooser', () => {
    renderApp(<ShareDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Share Your Experience' })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: /Upload a Catch/ }));
    expect(screen.getByRole('dialog', { name: 'Upload a Catch' })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Share Your Experience' })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: /Share Content/ }));
    expect(screen.getByRole('tab', { name: 'Photo' })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /Upload a Catch/ })).to.exist;
  });
});
