import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme-contract.css';

export const banner = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderInlineStart: '4px solid',
    borderRadius: vars.radius.sm,
  },
  variants: {
    severity: {
      info: {
        backgroundColor: vars.color.infoSurface,
        color: vars.color.onInfoSurface,
        borderColor: vars.color.info,
      },
      warning: {
        backgroundColor: vars.color.warningSurface,
        color: vars.color.onWarningSurface,
        borderColor: vars.color.warning,
      },
      error: {
        backgroundColor: vars.color.errorSurface,
        color: vars.color.onErrorSurface,
        borderColor: vars.color.error,
      },
      success: {
        backgroundColor: vars.color.successSurface,
        color: vars.color.onSuccessSurface,
        borderColor: vars.color.success,
      },
    },
  },
  defaultVariants: { severity: 'info' },
});

export const content = style({ flex: 1, minWidth: '12rem' });

export const title = style({ fontWeight: vars.font.weightBold, display: 'block' });
