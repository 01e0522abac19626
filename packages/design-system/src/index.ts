// Theme

// Data display
export type { BadgeProps } from './components/badge/badge';
export { Badge } from './components/badge/badge';
export type { BannerProps } from './components/banner/banner';
export { Banner } from './components/banner/banner';
export type { BreadcrumbItem, BreadcrumbsProps } from './components/breadcrumbs/breadcrumbs';
export { Breadcrumbs } from './components/breadcrumbs/breadcrumbs';
// Actions and navigation
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button/button';
export { Button } from './components/button/button';
export type { CardProps, HeadingLevel } from './components/card/card';
export { Card } from './components/card/card';
export type { CheckboxProps } from './components/checkbox/checkbox';
export { Checkbox } from './components/checkbox/checkbox';
// Overlays and feedback
export type { ComboboxOption, ComboboxProps } from './components/combobox/combobox';
export { Combobox, matchingOptions } from './components/combobox/combobox';
export type {
  DataTableColumn,
  DataTablePagination,
  DataTableProps,
} from './components/data-table/data-table';
export { DataTable } from './components/data-table/data-table';
export type { DateFieldChange, DateFieldProps } from './components/date-field/date-field';
export { DateField } from './components/date-field/date-field';
export type { DialogProps } from './components/dialog/dialog';
export { Dialog } from './components/dialog/dialog';
export type { DrawerProps } from './components/drawer/drawer';
export { Drawer } from './components/drawer/drawer';
export type { EmptyStateProps } from './components/empty-state/empty-state';
export { EmptyState } from './components/empty-state/empty-state';
export type { IconButtonProps } from './components/icon-button/icon-button';
export { IconButton } from './components/icon-button/icon-button';
export type {
  LanguageOption,
  LanguageSwitcherProps,
} from './components/language-switcher/language-switcher';
export { LanguageSwitcher } from './components/language-switcher/language-switcher';
// Layout
export type { ContainerProps } from './components/layout/container';
export { Container } from './components/layout/container';
export type { GridProps } from './components/layout/grid';
export { Grid } from './components/layout/grid';
export type { SpaceStep, StackProps } from './components/layout/stack';
export { Stack } from './components/layout/stack';
export type { LinkProps } from './components/link/link';
export { Link } from './components/link/link';
export { linkStyles } from './components/link/link.css';
export type { OccupancyIndicatorProps } from './components/occupancy-indicator/occupancy-indicator';
export { OccupancyIndicator } from './components/occupancy-indicator/occupancy-indicator';
export type {
  OccupancyLevel,
  OccupancyLevelInput,
  OccupancyLevelOutput,
} from './components/occupancy-indicator/occupancy-level';
export { occupancyLevel } from './components/occupancy-indicator/occupancy-level';
export type { PasswordFieldProps } from './components/password-field/password-field';
export { PasswordField } from './components/password-field/password-field';
export type { PasswordInputProps } from './components/password-field/password-input';
export { PasswordInput } from './components/password-field/password-input';
export type { PasswordStrength } from './components/password-field/password-strength';
export {
  passwordScore,
  passwordStrength,
  passwordStrengths,
} from './components/password-field/password-strength';
export type { ProductAvailability, ProductCardProps } from './components/product-card/product-card';
export { ProductCard } from './components/product-card/product-card';
export type { QuantityStepperProps } from './components/quantity-stepper/quantity-stepper';
export { QuantityStepper } from './components/quantity-stepper/quantity-stepper';
export type { RadioGroupProps, RadioOption } from './components/radio-group/radio-group';
export { RadioGroup } from './components/radio-group/radio-group';
export type { ResponsiveImageProps } from './components/responsive-image/responsive-image';
export { ResponsiveImage } from './components/responsive-image/responsive-image';
export type { SelectOption, SelectProps } from './components/select/select';
export { Select } from './components/select/select';
export type { BrandFooterProps } from './components/shell/brand-footer';
export { BrandFooter } from './components/shell/brand-footer';
export type { BrandHeaderProps, RenderLink, ShellLink } from './components/shell/brand-header';
export { BrandHeader } from './components/shell/brand-header';
export type { BrandLogoProps, BrandProduct } from './components/shell/brand-logo';
export { BrandLogo } from './components/shell/brand-logo';
export type { FooterProps } from './components/shell/footer';
export { Footer } from './components/shell/footer';
export type { HeaderProps } from './components/shell/header';
export { Header } from './components/shell/header';
export type { TopBarProps } from './components/shell/top-bar';
export { TopBar } from './components/shell/top-bar';
export type { SkeletonProps } from './components/skeleton/skeleton';
export { Skeleton } from './components/skeleton/skeleton';
export type {
  SnackbarCloseReason,
  SnackbarPosition,
  SnackbarProps,
  SnackbarSeverity,
  SnackbarTransition,
  SnackbarVariant,
} from './components/snackbar/snackbar';
export { Snackbar } from './components/snackbar/snackbar';
export type { SpinnerProps } from './components/spinner/spinner';
export { Spinner } from './components/spinner/spinner';
export type {
  StatusBadgeProps,
  StatusKind,
  StatusTone,
} from './components/status-badge/status-badge';
export { StatusBadge } from './components/status-badge/status-badge';
export type { StepperProps, StepperStep } from './components/stepper/stepper';
export { Stepper } from './components/stepper/stepper';
export type { SwitchProps } from './components/switch/switch';
export { Switch } from './components/switch/switch';
export type { TabItem, TabsProps } from './components/tabs/tabs';
export { Tabs } from './components/tabs/tabs';
// Forms
export type { TextAreaFieldProps } from './components/text-area-field/text-area-field';
export { TextAreaField } from './components/text-area-field/text-area-field';
export type { FieldVariant, TextFieldProps } from './components/text-field/text-field';
export { TextField } from './components/text-field/text-field';
export type { TopProgressBarProps } from './components/top-progress-bar/top-progress-bar';
export { TopProgressBar } from './components/top-progress-bar/top-progress-bar';
export { contrastRatio, relativeLuminance } from './theme/contrast';
export { createThemeVars } from './theme/create-theme-vars';
export type { Customization, NavType, PresetColor } from './theme/customization';
export { brandFontFamily, defaultCustomization, presetColors } from './theme/customization';
export type { ColorTokens } from './theme/palettes';
export { colorTokensFor } from './theme/palettes';
export { flipInRtl, focusRing, visuallyHidden } from './theme/shared.css';
export { useCustomization } from './theme/theme-context';
export { themeRoot, vars } from './theme/theme-contract.css';
export type { ThemeProviderProps } from './theme/theme-provider';
export { ThemeProvider } from './theme/theme-provider';
export type { ThemeTokens } from './theme/theme-tokens';
export { createThemeTokens, maxBorderRadius } from './theme/theme-tokens';
