import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme-contract.css';

export const statusBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightBold,
    whiteSpace: 'nowrap',
    border: '1px solid',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      info: {
        backgroundColor: vars.color.infoSurface,
        color: vars.color.onInfoSurface,
        borderColor: vars.color.info,
      },
      success: {
        backgroundColor: vars.color.successSurface,
        color: vars.color.onSuccessSurface,
        borderColor: vars.color.success,
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
    },
  },
});
