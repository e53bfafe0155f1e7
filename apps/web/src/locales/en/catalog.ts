export const catalog = {
  price: "Price",
  productNotFound: "We could not find that product. It may have been removed.",
  productDescription: "{{name}} by {{brand}}, {{price}}. Delivered in Abu Dhabi by CarCare.",
  vendorNotFound: "We could not find that service vendor.",
  vendorDescription: "{{name}}: {{category}} at {{address}}. Book through CarCare Abu Dhabi.",
};
