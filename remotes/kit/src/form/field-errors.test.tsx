import '../../test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { ApiError } from '../api/api-error.ts';
import { FieldError, fieldErrorProps } from './FieldError.tsx';
import { fieldErrorOf, useFieldErrors } from './field-errors.ts';

const badTitle = ApiError.fromAnswer(
  400,
  'Bad Request',
  JSON.stringify({
    message: 'Invalid request',
    code: 'invalid_request',
    issues: [
      { path: ['body', 'tags', 3], message: 'Too long' },
      { path: ['body', 'title'], message: 'Title required' },
    ],
  }),
);

describe('kit: field errors from the server', () => {
  afterEach(cleanup);

  it("finds a field's message, or the first about something inside it", () => {
    const errors = { title: 'Title required', 'catchDetails.species': 'Choose a species' };
    expect(fieldErrorOf(errors, 'title')).to.equal('Title required');
    expect(fieldErrorOf(errors, 'catchDetails')).to.equal('Choose a species');
    expect(fieldErrorOf(errors, 'cat')).to.equal(undefined);
  });

  it('keeps the fields a failed call named, says whether there were any, and clears them', () => {
    const { result } = renderHook(() => useFieldErrors());
    let shown = false;
    act(() => {
      shown = result.current.show(badTitle);
    });
    expect(shown).to.equal(true);
    expect(result.current.of('title')).to.equal('Title required');
    expect(result.current.of('tags')).to.equal('Too long');
    expect(result.current.besides(['title'])).to.deep.equal(['Too long']);
    act(() => {
      shown = result.current.show(new Error('offline'));
    });
    expect(shown).to.equal(false);
    expect(result.current.errors).to.deep.equal({});
    act(() => result.current.show(badTitle));
    act(() => result.current.clear());
    expect(result.current.of('title')).to.equal(undefined);
  });

  it('shows the message beside its input, announced and tied to it', () => {
    render(
      <>
        <input aria-label="Title" {...fieldErrorProps('title', 'Title required')} />
        <FieldError inputId="title" message="Title required" />
        <FieldError inputId="tags" message={undefined} />
      </>,
    );
    const input = screen.getByLabelText('Title');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(screen.getByRole('alert').textContent).to.equal('Title required');
    expect(input.getAttribute('aria-describedby')).to.equal(screen.getByRole('alert').id);
    expect(screen.getAllByRole('alert')).to.have.length(1);
  });
});
