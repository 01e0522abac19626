import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Container } from './container';
import { Grid } from './grid';
import { Stack } from './stack';

describe('SPEC 9 Layout: content width max 1180 or container max 1420px', () => {
  it('Container picks the content or wide cap and renders the requested element', async () => {
    renderWithTheme(
      <>
        <Container as="main" data-testid="content">
          Page
        </Container>
        <Container size="wide" data-testid="wide">
          Wide
        </Container>
      </>,
    );
    expect(screen.getByRole('main').getAttribute('data-size')).toBe('content');
    expect(screen.getByTestId('wide').getAttribute('data-size')).toBe('wide');
    expect(screen.getByTestId('content').className).not.toBe(screen.getByTestId('wide').className);
    await expectNoAxeViolations();
  });
});

describe('Issue 4 Layout primitives: Stack and Grid', () => {
  it('Stack changes class with direction and keeps list semantics', async () => {
    renderWithTheme(
      <>
        <Stack as="ul" direction="horizontal" data-testid="row">
          <li>a</li>
        </Stack>
        <Stack data-testid="column">b</Stack>
      </>,
    );
    expect(screen.getByRole('list')).toBe(screen.getByTestId('row'));
    expect(screen.getByTestId('row').className).not.toBe(screen.getByTestId('column').className);
    await expectNoAxeViolations();
  });

  it('Grid fits columns to a minimum width, or uses a fixed count', () => {
    renderWithTheme(
      <>
        <Grid minItemWidth="200px" data-testid="auto" />
        <Grid columns={3} data-testid="fixed" />
      </>,
    );
    expect(screen.getByTestId('auto').style.gridTemplateColumns).toBe(
      'repeat(auto-fill, minmax(min(200px, 100%), 1fr))',
    );
    expect(screen.getByTestId('fixed').style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
  });
});
