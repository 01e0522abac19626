/** The catch-all 404 page. */
export const notFound = {
  code: '404',
  title: 'Page not found',
  text: 'The page you are looking for does not exist or has been moved.',
  home_link: 'Go to the homepage',
};
