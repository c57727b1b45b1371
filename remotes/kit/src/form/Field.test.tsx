import '../../test/dom.ts';
import { expect } from 'chai';
import { cleanup, render, screen } from '@testing-library/react';
import { Input } from '../ui/input.tsx';
import { Field } from './Field.tsx';
import { fieldErrorProps } from './FieldError.tsx';

describe('kit: a labelled field', () => {
  afterEach(cleanup);

  it('names its input by the label, and marks a required one with an asterisk that is not read', () => {
    render(
      <Field id="species" label="Species" required>
        <Input id="species" required />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Species' });
    expect(input.id).to.equal('species');
    expect(screen.getByText('*').getAttribute('aria-hidden')).to.equal('true');
  });

  it('describes its input by the hint, and by the error once there is one', () => {
    const hint = 'Separate tags with commas';
    const { rerender } = render(
      <Field id="tags" label="Tags" hint={hint}>
        <Input id="tags" {...fieldErrorProps('tags', undefined, { hinted: true })} />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Tags' });
    expect(input.getAttribute('aria-describedby')).to.equal(screen.getByText(hint).id);
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(screen.queryByRole('alert')).to.equal(null);

    rerender(
      <Field id="tags" label="Tags" hint={hint} error="Too many tags">
        <Input id="tags" {...fieldErrorProps('tags', 'Too many tags', { hinted: true })} />
      </Field>,
    );
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal(`${screen.getByText(hint).id} ${screen.getByRole('alert').id}`);
    expect(screen.getByRole('alert').textContent).to.equal('Too many tags');
  });
});
