import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme-contract.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const select = style({ width: 'auto', minHeight: '36px', paddingBlock: vars.space.xs });
