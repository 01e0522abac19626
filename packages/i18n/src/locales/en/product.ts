/** Product cards and product detail, including availability states of SPEC 4. */
export const product = {
  code: 'Product code: {{ctn}}',
  description: 'Description',
  technical_specifications: 'Technical specifications',
  related_products: 'Related products',
  accessories: 'Accessories',
  download_pdf: 'Download PDF',
  add_to_cart: 'Add to cart',
  update_cart: 'Update cart',
  in_cart: 'In cart: {{quantity}}',
  view_details: 'View details',
  back_to_shop: 'Back to shop',
  /** The add-to-cart confirmation, announced to screen readers (decision 249). */
  added: '{{quantity}} × {{name}} added to your cart',
  view_cart: 'View cart',
  /** The product page's images (decision 248). */
  gallery: { label: 'Images of {{name}}', show: 'Show image {{number}}: {{name}}' },
  price_free: 'Free',
  free_with_paid: 'Free products can only be ordered together with paid products.',
  availability: {
    in_stock: 'In stock',
    low_stock: 'Low stock',
    out_of_stock: 'Out of stock',
    not_available_online: 'Not available online',
    download_only: 'Download only',
    available_again_on: 'Available again on {{date}}',
    available_next_year: 'Available again next year',
    available_after_validation: 'Available after your account has been validated',
  },
  bundle: {
    title: 'Bundle',
    add: 'Add bundle',
    change: 'Change bundle',
    full: 'Bundle full',
    progress: '{{selected}} of {{size}} products selected',
  },
};
