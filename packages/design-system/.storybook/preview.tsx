import type { Decorator, Preview } from '@storybook/react-vite';
import { type Customization, defaultCustomization, presetColors } from '../src/theme/customization';
import { ThemeProvider } from '../src/theme/theme-provider';

// The toolbar drives the same Customization the apps persist, so every story can be checked in
// light and dark, in each preset, with filled fields and mirrored for RTL.
const withTheme: Decorator = (Story, context) => {
  const customization: Customization = {
    ...defaultCustomization,
    navType: context.globals.navType === 'dark' ? 'dark' : 'light',
    presetColor: presetColors.includes(context.globals.presetColor)
      ? context.globals.presetColor
      : 'default',
    rtlLayout: context.globals.direction === 'rtl',
    outlinedFilled: context.globals.fieldStyle === 'filled',
  };
  return (
    <ThemeProvider customization={customization}>
      <div style={{ padding: 16, minHeight: '100vh' }}>
        <Story />
      </div>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
  initialGlobals: {
    navType: 'light',
    presetColor: 'default',
    direction: 'ltr',
    fieldStyle: 'outlined',
  },
  globalTypes: {
    navType: {
      description: 'Light or dark theme (navType)',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
    presetColor: {
      description: 'Colour preset (presetColor)',
      toolbar: {
        title: 'Preset',
        icon: 'paintbrush',
        items: [...presetColors],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Layout direction (rtlLayout)',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    fieldStyle: {
      description: 'Field style (outlinedFilled)',
      toolbar: { title: 'Fields', icon: 'form', items: ['outlined', 'filled'], dynamicTitle: true },
    },
  },
};

export default preview;
