// The shell's menu drawer on its own (decision 363): Radix Dialog and its focus, scroll and
// layer parts load when the menu is first wanted, not with every screen's first visit.
export { Drawer as default } from '@careshop/design-system';
