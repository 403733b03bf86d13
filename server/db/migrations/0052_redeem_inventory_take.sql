-- Takes one unit (and the amount) of a product's redeem inventory, or raises REDEEM_LIMIT_REACHED when the limits
-- leave no room (issue 31 item 4, decision 0795). The conditional UPDATE is the one redeemOffer ran before; as a
-- function that fails when it changes nothing, it can be sent with COMMIT in one round trip: a redemption that got
-- no inventory aborts its transaction instead of committing. Concurrent takers wait on the row and re-check the
-- limits on its newest version (READ COMMITTED), so the limits are never exceeded. Answers whether this took the last
-- of the count or of the amount.
CREATE OR REPLACE FUNCTION take_redeem_inventory(product uuid, wanted numeric) RETURNS boolean AS $$
DECLARE
  reached boolean;
BEGIN
  UPDATE products
    SET redeemed_count = redeemed_count + 1, redeemed_amount = redeemed_amount + wanted
    WHERE id = product
      AND (redeem_limit_count IS NULL OR redeemed_count < redeem_limit_count)
      AND (redeem_limit_amount IS NULL OR redeemed_amount + wanted <= redeem_limit_amount)
    RETURNING (redeem_limit_count IS NOT NULL AND redeemed_count >= redeem_limit_count)
      OR (redeem_limit_amount IS NOT NULL AND redeemed_amount >= redeem_limit_amount)
    INTO reached;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'REDEEM_LIMIT_REACHED';
  END IF;
  RETURN reached;
END;
$$ LANGUAGE plpgsql;
